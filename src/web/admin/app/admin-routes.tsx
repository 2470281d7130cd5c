import { Route, Routes, useMatch } from 'react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { paths } from '@/lib/paths';
import AdminLoginPage from '../features/auth/pages/admin-login-page';
import AdminPage from '../features/dashboard/pages/admin-page';
import { AdminLayout } from './admin-layout';
import { RequireAdmin } from './require-admin';

/**
 * The staff side, loaded as one chunk only when a staff address is opened. The main router mounts
 * it at /admin/* and at the spec's /admin-login, which lies outside /admin: there the sign-in page
 * is the one screen, and everywhere else the guard stands first.
 */
export default function AdminRoutes() {
  const signingIn = useMatch(paths.adminLogin) !== null;
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        {signingIn ? (
          <Route index element={<AdminLoginPage />} />
        ) : (
          <>
            <Route element={<RequireAdmin />}>
              <Route index element={<AdminPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </>
        )}
      </Route>
    </Routes>
  );
}
