import { useEffect } from 'react';
import { hasErrorCode } from '../api-client';
import { storeUser } from './stored-user';

/**
 * The browser only remembers who signed in; the server session decides (D8). When the server says
 * the session is gone, forget the user so the signed-in screens send them to /login.
 */
export function useSessionExpiry(error: unknown): void {
  useEffect(() => {
    if (hasErrorCode(error, 'SIGN_IN_REQUIRED')) storeUser(null);
  }, [error]);
}
