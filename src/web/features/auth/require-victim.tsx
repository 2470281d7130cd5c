import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { useStoredUser } from '@/lib/session/stored-user';

/**
 * Signed-out visitors go to /login, which brings them back here (a mailed link's tab included) once
 * they sign in; the server still refuses their calls on its own (D8).
 */
export function RequireVictim({ children }: { children: ReactNode }) {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}
