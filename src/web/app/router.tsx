import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireVictim } from '@/features/auth/require-victim';
import { NotFoundPage } from '@/features/misc/not-found-page';
import SearchPage from '@/features/search/pages/search-page';
import { paths } from './paths';
import { SiteLayout } from './site-layout';

// The search page ships in the first bundle; every other screen is its own chunk, and the admin
// screens never load for a visitor.
const ReportIncidentPage = lazy(() => import('@/features/incidents/pages/report-incident-page'));
const RecoveryPage = lazy(() => import('@/features/applications/pages/recovery-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/pages/dashboard-page'));
const MyDataPage = lazy(() => import('@/features/account/pages/my-data-page'));
const VerifyPage = lazy(() => import('@/features/verification/pages/verify-page'));
const ConfirmReportPage = lazy(() => import('@/features/incidents/pages/confirm-report-page'));
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const RecoveryDetailsPage = lazy(() => import('@/features/cases/pages/recovery-details-page'));
const IncidentDetailsPage = lazy(() => import('@/features/incidents/pages/incident-details-page'));
const ResourcesPage = lazy(() => import('@/features/site-safety/pages/resources-page'));
const AdminPage = lazy(() => import('@/features/admin/pages/admin-page'));
const AdminLoginPage = lazy(() => import('@/features/admin/pages/admin-login-page'));

export function AppRoutes() {
  return (
    <Routes>
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
        <Route path={paths.admin} element={<AdminPage />} />
        <Route path={paths.adminLogin} element={<AdminLoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
