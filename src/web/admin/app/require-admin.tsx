import { Navigate, Outlet, useLocation } from 'react-router';
import { readAdminToken } from '@/lib/admin-token';
import { paths } from '@/lib/paths';

/** Without a staff token the staff screens send you to sign in; the server still checks every call (D8). */
export function RequireAdmin() {
  const location = useLocation();
  if (!readAdminToken()) return <Navigate to={paths.adminLogin} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
