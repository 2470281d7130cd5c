import { ApiError } from '@/lib/api-client';
import { readAdminToken } from '@/lib/admin-token';

/**
 * Downloads the CSV of the current filter. A plain link would carry no bearer token, so the file is
 * fetched with it and handed to the browser as a Blob under the server's file name.
 */
export async function downloadUsersCsv(filter: { q: string; status: string; sort: string }): Promise<void> {
  const query = new URLSearchParams();
  if (filter.q.trim()) query.set('q', filter.q.trim());
  if (filter.status && filter.status !== 'all') query.set('status', filter.status);
  if (filter.sort) query.set('sort', filter.sort);
  const token = readAdminToken();
  const response = await fetch(`/api/admin/users/export.csv?${query.toString()}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText, response.headers.get('retry-after'));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'users.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
