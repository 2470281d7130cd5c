import { Route, Routes, useMatch } from 'react-router';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { paths } from '@/lib/paths';
import StaffLoginPage from '../features/auth/pages/staff-login-page';
import StaffSetPasswordPage from '../features/auth/pages/staff-set-password-page';
import SecondFactorSetupPage from '../features/auth/pages/second-factor-setup-page';
import { StaffLayout } from './staff-layout';
import { RequireStaff } from './require-staff';
import { lazyWithTexts } from '@/lib/i18n/lazy-with-texts';

const OverviewPage = lazyWithTexts(() => import('../features/overview/pages/overview-page'));
const MyWorkPage = lazyWithTexts(() => import('../features/work/pages/my-work-page'));
const UsersPage = lazyWithTexts(() => import('../features/users/pages/users-page'));
const UserPage = lazyWithTexts(() => import('../features/users/pages/user-page'));
const IncidentsPage = lazyWithTexts(() => import('../features/incidents/pages/incidents-page'));
const IncidentPage = lazyWithTexts(() => import('../features/incidents/pages/incident-page'));
const ApplicationsPage = lazyWithTexts(() => import('../features/applications/pages/applications-page'));
const StaffPage = lazyWithTexts(() => import('../features/staff/pages/staff-page'));
const AuditPage = lazyWithTexts(() => import('../features/audit/pages/audit-page'));
const CommunicationsPage = lazyWithTexts(() => import('../features/messages/pages/communications-page'));
const MessagesPage = lazyWithTexts(() => import('../features/messages/pages/messages-page'));
const MoneyTrailsPage = lazyWithTexts(() => import('../features/money-trails/pages/money-trails-page'));
const PlatformPage = lazyWithTexts(() => import('../features/money-trails/pages/platform-page'));
const PayoutsPage = lazyWithTexts(() => import('../features/payouts/pages/payouts-page'));
const DocumentsPage = lazyWithTexts(() => import('../features/documents/pages/documents-page'));
const SettingsPage = lazyWithTexts(() => import('../features/settings/pages/settings-page'));
const ReportsPage = lazyWithTexts(() => import('../features/reports/pages/reports-page'));
const AnalyticsPage = lazyWithTexts(() => import('../features/analytics/pages/analytics-page'));
const ExportPage = lazyWithTexts(() => import('../features/export/pages/export-page'));
const ImportPage = lazyWithTexts(() => import('../features/import/pages/import-page'));
const NotificationsPage = lazyWithTexts(() => import('../features/notifications/pages/notifications-page'));
const AlertsPage = lazyWithTexts(() => import('../features/alerts/pages/alerts-page'));
const SavedRepliesPage = lazyWithTexts(() => import('../features/saved-replies/pages/saved-replies-page'));
const TagsPage = lazyWithTexts(() => import('../features/tags/pages/tags-page'));
const CaseTemplatesPage = lazyWithTexts(() => import('../features/case-templates/pages/case-templates-page'));
const SecurityPage = lazyWithTexts(() => import('../features/auth/pages/security-page'));
const KnownScamsPage = lazyWithTexts(() => import('../features/known-scams/pages/known-scams-page'));
const IntegrationsPage = lazyWithTexts(() => import('../features/integrations/pages/integrations-page'));
const PosingAsUsPage = lazyWithTexts(() => import('../features/impersonation/pages/posing-as-us-page'));

/** Path relative to /admin. */
const rel = (path: string) => path.slice(`${paths.admin}/`.length);

/**
 * The staff side, loaded as one chunk only when a staff address is opened. The main router mounts
 * it at /admin/* and at the spec's /admin-login, which lies outside /admin: there the sign-in page
 * is the one screen, and everywhere else the guard stands first. Each section has its own address,
 * so a case or a user can be linked.
 */
export default function StaffRoutes() {
  const signingIn = useMatch(paths.adminLogin) !== null;
  if (signingIn) {
    return (
      <Routes>
        <Route index element={<StaffLoginPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      {/* Whoever opens an e-mailed set-password link is not signed in yet. */}
      <Route path={rel(paths.adminSetPassword)} element={<StaffSetPasswordPage />} />
      {/* A first sign-in where a second factor is required: signed in, but not into the staff pages yet. */}
      <Route path={rel(paths.adminSecondFactorSetup)} element={<SecondFactorSetupPage />} />
      <Route element={<RequireStaff />}>
        <Route element={<StaffLayout />}>
          <Route index element={<OverviewPage />} />
          <Route path={rel(paths.adminMyWork)} element={<MyWorkPage />} />
          <Route path={rel(paths.adminUsers)} element={<UsersPage />} />
          <Route path={rel(paths.adminUser())} element={<UserPage />} />
          <Route path={rel(paths.adminIncidents)} element={<IncidentsPage />} />
          <Route path={rel(paths.adminIncident())} element={<IncidentPage />} />
          <Route path={rel(paths.adminApplications)} element={<ApplicationsPage />} />
          <Route path={rel(paths.adminApplication())} element={<ApplicationsPage />} />
          <Route path={rel(paths.adminStaff)} element={<StaffPage />} />
          <Route path={rel(paths.adminAudit)} element={<AuditPage />} />
          <Route path={rel(paths.adminCommunications)} element={<CommunicationsPage />} />
          <Route path={rel(paths.adminMessages)} element={<MessagesPage />} />
          <Route path={rel(paths.adminSavedReplies)} element={<SavedRepliesPage />} />
          <Route path={rel(paths.adminTags)} element={<TagsPage />} />
          <Route path={rel(paths.adminCaseTemplates)} element={<CaseTemplatesPage />} />
          <Route path={rel(paths.adminMoneyTrails)} element={<MoneyTrailsPage />} />
          <Route path={rel(paths.adminPlatform())} element={<PlatformPage />} />
          <Route path={rel(paths.adminPayouts)} element={<PayoutsPage />} />
          <Route path={rel(paths.adminDocuments)} element={<DocumentsPage />} />
          <Route path={rel(paths.adminNotifications)} element={<NotificationsPage />} />
          <Route path={rel(paths.adminAlerts)} element={<AlertsPage />} />
          <Route path={rel(paths.adminKnownScams)} element={<KnownScamsPage />} />
          <Route path={rel(paths.adminPosingAsUs)} element={<PosingAsUsPage />} />
          <Route path={rel(paths.adminSettings)} element={<SettingsPage />} />
          <Route path={rel(paths.adminIntegrations)} element={<IntegrationsPage />} />
          <Route path={rel(paths.adminReports)} element={<ReportsPage />} />
          <Route path={rel(paths.adminAnalytics)} element={<AnalyticsPage />} />
          <Route path={rel(paths.adminExport)} element={<ExportPage />} />
          <Route path={rel(paths.adminImport)} element={<ImportPage />} />
          <Route path={rel(paths.adminSecurity)} element={<SecurityPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
