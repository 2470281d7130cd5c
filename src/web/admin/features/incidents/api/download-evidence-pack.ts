import { ApiError } from '@/lib/api-client';
import { readAdminToken } from '@/lib/admin-token';

/** The case's evidence pack, fetched with the staff token and handed to the browser to save. */
export async function downloadEvidencePack(incidentId: number): Promise<void> {
  const token = readAdminToken();
  const response = await fetch(`/api/admin/incidents/${incidentId}/evidence-pack`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText, response.headers.get('retry-after'));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'evidence-pack.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
