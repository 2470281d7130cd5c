import { apiRequest } from '@/lib/api-client';
import { getQueryClient } from '@/lib/query-client';
import { forgetSession } from '@/lib/session/forget-session';

/**
 * Signs the victim out. The site layout on every page loads this with import() when Logout is
 * pressed, so neither it nor the query library is part of the first load (issue 11). Signed out
 * locally whatever the server said: a stale session must not keep the screen open.
 */
export async function logOut(): Promise<void> {
  try {
    await apiRequest<{ ok: true }>('/api/auth/logout', { method: 'POST' });
  } finally {
    forgetSession(getQueryClient());
  }
}
