import { useEffect } from 'react';
import { storeUser } from '@/features/auth/stored-user';
import { ApiError } from '@/lib/api-client';

/**
 * The browser only remembers who signed in; the server session decides (D8). When the server says
 * the session is gone, forget the user so the signed-in screens send them to /login.
 */
export function useSessionExpiry(error: unknown): void {
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) storeUser(null);
  }, [error]);
}
