import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { PageFallback } from '@/components/layout/page-fallback';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { RequireVictim } from '@/features/auth/require-victim';
import { paths } from '@/lib/paths';
import { lazyWithQueryClient } from './providers';
import SearchPage from './pages/search-page';
import { SiteLayout } from './site-layout';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';

// The search page ships in the first bundle; every other screen is its own chunk. The staff side is
// one chunk behind this one import, so none of its code loads for a visitor (the linter refuses a
// static import of @/staff here). The lazily loaded screens bring TanStack Query with them and
// render inside its client; the search page renders without it (a lighter first load, issue 11).
const StaffRoutes = lazyWithQueryClient(() => import('@/staff/app/staff-routes'));
const ReportIncidentPage = lazyWithQueryClient(() => import('@/features/incidents/pages/report-incident-page'));
const RecoveryPage = lazyWithQueryClient(() => import('@/features/applications/pages/recovery-page'));
const DashboardPage = lazyWithQueryClient(() => import('./pages/dashboard/dashboard-page'));
const MyDataPage = lazyWithQueryClient(() => import('@/features/account/pages/my-data-page'));
const VerifyPage = lazyWithQueryClient(() => import('@/features/verification/pages/verify-page'));
const ConfirmReportPage = lazyWithQueryClient(() => import('@/features/incidents/pages/confirm-report-page'));
const LoginPage = lazyWithQueryClient(() => import('@/features/auth/pages/login-page'));
const RecoveryDetailsPage = lazyWithQueryClient(() => import('./pages/recovery-details/recovery-details-page'));
const IncidentDetailsPage = lazyWithQueryClient(() => import('./pages/incident-details/incident-details-page'));
const ResourcesPage = lazyWithQueryClient(() => import('./pages/resources-page'));
// Not with the query client: a first load from a search engine (issue 27); the page reads its data itself.
const PlatformPage = lazyWithTexts(() => import('./pages/platform-page'));
const IsThisReallyUsPage = lazyWithQueryClient(() => import('@/features/impersonation/pages/is-this-really-us-page'));
const UnsubscribePage = lazyWithQueryClient(() => import('@/features/notifications/pages/unsubscribe-page'));
const ConfirmNewsPage = lazyWithQueryClient(() => import('@/features/watches/pages/confirm-news-page'));
const StopNewsPage = lazyWithQueryClient(() => import('@/features/watches/pages/stop-news-page'));

// The staff chunk itself, or a staff screen with no boundary of its own, failing to load: a message,
// Reload and Quick exit instead of a blank tab.
const staffSide = (
  <RouteErrorBoundary standalone>
    <Suspense fallback={<PageFallback />}>
      <StaffRoutes />
    </Suspense>
  </RouteErrorBoundary>
);

export function AppRoutes() {
  // The last resort, should the site's own layout fail: never a blank page without Quick exit.
  return (
    <RouteErrorBoundary standalone>
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
          <Route path={paths.platform()} element={<PlatformPage />} />
          <Route path={paths.isThisReallyUs} element={<IsThisReallyUsPage />} />
          <Route path={paths.unsubscribe()} element={<UnsubscribePage />} />
          <Route path={paths.confirmNews} element={<ConfirmNewsPage />} />
          <Route path={paths.stopNews()} element={<StopNewsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
