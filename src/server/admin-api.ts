import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertsAdminRoutes } from './features/alerts/admin-routes';
import { analyticsAdminRoutes } from './features/analytics/admin-routes';
import { applicationsAdminRoutes, applicationsSpecAliasRoutes } from './features/applications/admin-routes';
import { auditAdminRoutes } from './features/audit/admin-routes';
import { authAdminRoutes } from './features/auth/admin-routes';
import { secondFactorAdminRoutes } from './features/auth/second-factor/routes';
import { documentsAdminRoutes } from './features/documents/admin-routes';
import { evidencePackAdminRoutes } from './features/evidence-pack/routes';
import { exportAdminRoutes } from './features/export/admin-routes';
import { incidentsAdminRoutes } from './features/incidents/admin-routes';
import { incidentRetentionAdminRoutes } from './features/incidents/retention-admin-routes';
import { messagesAdminRoutes } from './features/messages/admin-routes';
import { moneyTrailsAdminRoutes } from './features/money-trails/admin-routes';
import { notificationsAdminRoutes } from './features/notifications/admin-routes';
import { outboxAdminRoutes } from './features/outbox/admin-routes';
import { overviewAdminRoutes } from './features/overview/admin-routes';
import { payoutsAdminRoutes } from './features/payouts/admin-routes';
import { reportsAdminRoutes } from './features/reports/admin-routes';
import { settingsAdminRoutes } from './features/settings/admin-routes';
import { siteSafetyAdminRoutes } from './features/site-safety/admin-routes';
import { staffAdminRoutes } from './features/staff/admin-routes';
import { usersAdminRoutes } from './features/users/admin-routes';
import { defaultAccessWithin } from './plugins/access';

export const ADMIN_API_PREFIX = '/api/admin';

/** Each domain's staff routes (features/<domain>/admin-routes.ts), with paths relative to the prefix. */
export const adminRouteGroups: FastifyPluginAsyncZod[] = [
  authAdminRoutes,
  secondFactorAdminRoutes,
  overviewAdminRoutes,
  usersAdminRoutes,
  incidentsAdminRoutes,
  incidentRetentionAdminRoutes,
  applicationsAdminRoutes,
  staffAdminRoutes,
  auditAdminRoutes,
  messagesAdminRoutes,
  documentsAdminRoutes,
  evidencePackAdminRoutes,
  moneyTrailsAdminRoutes,
  payoutsAdminRoutes,
  settingsAdminRoutes,
  reportsAdminRoutes,
  analyticsAdminRoutes,
  exportAdminRoutes,
  notificationsAdminRoutes,
  outboxAdminRoutes,
  alertsAdminRoutes,
  siteSafetyAdminRoutes,
];

/**
 * The staff API. Every staff route is registered here, under /api/admin, and is staff-only unless
 * it names another audience in its own `config.access`; a staff screen calls only these routes
 * (and public ones), so the web client sends the staff token here and nowhere else.
 */
export async function registerAdminApi(app: FastifyInstance, groups: FastifyPluginAsyncZod[] = adminRouteGroups): Promise<void> {
  await app.register(
    async (admin) => {
      defaultAccessWithin(admin, 'admin');
      for (const group of groups) await admin.register(group);
    },
    { prefix: ADMIN_API_PREFIX },
  );
  // PUT /api/recovery-applications/{id}, the spec's one staff call outside this prefix: an alias of its /api/admin twin.
  await app.register(applicationsSpecAliasRoutes);
}
