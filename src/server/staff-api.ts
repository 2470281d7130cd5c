import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountStaffRoutes } from './features/account/staff-routes';
import { alertsStaffRoutes } from './features/alerts/staff-routes';
import { analyticsStaffRoutes } from './features/analytics/staff-routes';
import { applicationsStaffRoutes, applicationsSpecAliasRoutes } from './features/applications/staff-routes';
import { auditStaffRoutes } from './features/audit/staff-routes';
import { authStaffRoutes } from './features/auth/staff-routes';
import { secondFactorStaffRoutes } from './features/auth/second-factor/routes';
import { documentsStaffRoutes } from './features/documents/staff-routes';
import { evidencePackStaffRoutes } from './features/evidence-pack/routes';
import { exportStaffRoutes } from './features/export/staff-routes';
import { threatIntelStaffRoutes } from './features/export/threat-intel/staff-routes';
import { impersonationStaffRoutes } from './features/impersonation/staff-routes';
import { importsStaffRoutes } from './features/imports/staff-routes';
import { incidentsStaffRoutes } from './features/incidents/staff-routes';
import { integrationsStaffRoutes } from './features/integrations/staff-routes';
import { incidentRetentionStaffRoutes } from './features/incidents/retention-staff-routes';
import { messagesStaffRoutes } from './features/messages/staff-routes';
import { moneyTrailsStaffRoutes } from './features/money-trails/staff-routes';
import { notificationsStaffRoutes } from './features/notifications/staff-routes';
import { outboxStaffRoutes } from './features/outbox/staff-routes';
import { overviewStaffRoutes } from './features/overview/staff-routes';
import { payoutsStaffRoutes } from './features/payouts/staff-routes';
import { reportsStaffRoutes } from './features/reports/staff-routes';
import { savedRepliesStaffRoutes } from './features/saved-replies/staff-routes';
import { savedViewsStaffRoutes } from './features/saved-views/staff-routes';
import { settingsStaffRoutes } from './features/settings/staff-routes';
import { siteSafetyStaffRoutes } from './features/site-safety/staff-routes';
import { staffStaffRoutes } from './features/staff/staff-routes';
import { tagsStaffRoutes } from './features/tags/staff-routes';
import { textsStaffRoutes } from './features/texts/staff-routes';
import { tasksStaffRoutes } from './features/tasks/staff-routes';
import { usersStaffRoutes } from './features/users/staff-routes';
import { workStaffRoutes } from './features/work/staff-routes';

export const ADMIN_API_PREFIX = '/api/admin';

/** Each domain's staff routes (features/<domain>/staff-routes.ts), with paths relative to the prefix. */
export const staffRouteGroups: FastifyPluginAsyncZod[] = [
  authStaffRoutes,
  secondFactorStaffRoutes,
  overviewStaffRoutes,
  workStaffRoutes,
  usersStaffRoutes,
  accountStaffRoutes,
  incidentsStaffRoutes,
  incidentRetentionStaffRoutes,
  applicationsStaffRoutes,
  staffStaffRoutes,
  auditStaffRoutes,
  messagesStaffRoutes,
  savedRepliesStaffRoutes,
  tagsStaffRoutes,
  savedViewsStaffRoutes,
  tasksStaffRoutes,
  documentsStaffRoutes,
  evidencePackStaffRoutes,
  moneyTrailsStaffRoutes,
  payoutsStaffRoutes,
  settingsStaffRoutes,
  textsStaffRoutes,
  reportsStaffRoutes,
  analyticsStaffRoutes,
  exportStaffRoutes,
  importsStaffRoutes,
  threatIntelStaffRoutes,
  notificationsStaffRoutes,
  outboxStaffRoutes,
  alertsStaffRoutes,
  siteSafetyStaffRoutes,
  integrationsStaffRoutes,
  impersonationStaffRoutes,
];

/**
 * The staff API. Every staff route is registered here, under /api/admin, and names its audience in
 * its own `config.access` ('staff' for any staff role, 'admin' for the admin role only, or 'public'
 * for the sign-in steps); a staff screen calls only these routes
 * (and public ones), so the web client sends the staff token here and nowhere else.
 */
export async function registerStaffApi(app: FastifyInstance, groups: FastifyPluginAsyncZod[] = staffRouteGroups): Promise<void> {
  await app.register(
    async (api) => {
      for (const group of groups) await api.register(group);
    },
    { prefix: ADMIN_API_PREFIX },
  );
  // PUT /api/recovery-applications/{id}, the spec's one staff call outside this prefix: an alias of its /api/admin twin.
  await app.register(applicationsSpecAliasRoutes);
}
