import { ApiError, withFreshConfirmation } from '@/lib/api-client';
import { readStaffToken } from '@/lib/staff-token';

/**
 * A file from the staff API. A plain link or frame would carry no bearer token, so staff screens
 * fetch files with it; a refusal raises the same ApiError as any other call.
 */
export function fetchStaffFile(path: string): Promise<Response> {
  // An export of everyone asks for a fresh confirmation first (issue 22), as any staff call may.
  return withFreshConfirmation(async () => {
    const token = readStaffToken();
    const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
    if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText, response.headers.get('retry-after'));
    return response;
  });
}

/** Hands a Blob to the browser to save under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches a staff file and saves it under the server's file name (or `fallbackName`). */
export async function downloadStaffFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetchStaffFile(path);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}
