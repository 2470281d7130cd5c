import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { PageFallback } from '@/components/layout/page-fallback';
import { RequireVictim } from '@/features/auth/require-victim';
import { paths } from '@/lib/paths';
import SearchPage from './pages/search-page';
import { SiteLayout } from './site-layout';

// The search page ships in the first bundle; every other screen is its own chunk. The staff side is
// one chunk behind this one import, so none of its code loads for a visitor (the linter refuses a
// static import of @/admin here).
const AdminRoutes = lazy(() => import('@/admin/app/admin-routes'));
const ReportIncidentPage = lazy(() => import('@/features/incidents/pages/report-incident-page'));
const RecoveryPage = lazy(() => import('@/features/applications/pages/recovery-page'));
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page'));
const MyDataPage = lazy(() => import('@/features/account/pages/my-data-page'));
const VerifyPage = lazy(() => import('@/features/verification/pages/verify-page'));
const ConfirmReportPage = lazy(() => import('@/features/incidents/pages/confirm-report-page'));
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const RecoveryDetailsPage = lazy(() => import('./pages/recovery-details/recovery-details-page'));
const IncidentDetailsPage = lazy(() => import('./pages/incident-details/incident-details-page'));
const ResourcesPage = lazy(() => import('./pages/resources-page'));

const staffSide = (
  <Suspense fallback={<PageFallback />}>
    <AdminRoutes />
  </Suspense>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${paths.admin}/*`} element={staffSide} />
      <Route path={paths.adminLogin} element={staffSide} />
      <Route element={<SiteLayout />}>
        <Route path={paths.home} element={<SearchPage />} />
        <Route path={paths.reportIncident} element={<ReportIncidentPage />} />
        <Route path={paths.recovery} element={<RecoveryPage />} />
        <Route
          path={paths.dashboard}
          element={
            <RequireVictim>
              <DashboardPage />
            </RequireVictim>
          }
        />
        <Route
          path={paths.myData}
          element={
            <RequireVictim>
              <MyDataPage />
            </RequireVictim>
          }
        />
        <Route path={paths.verify} element={<VerifyPage />} />
        <Route path={paths.confirmReport} element={<ConfirmReportPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.recoveryDetails()} element={<RecoveryDetailsPage />} />
        {/* The case page also opens by ?platform=&amount= with no id (visitor spec). */}
        <Route path={paths.recoveryDetails('')} element={<RecoveryDetailsPage />} />
        <Route
          path={paths.incidentDetails()}
          element={
            <RequireVictim>
              <IncidentDetailsPage />
            </RequireVictim>
          }
        />
        <Route path={paths.resources} element={<ResourcesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
