import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@shared/dashboard/schema';
import { victimOf } from '../../kernel/plugins/access';
import { getDashboardSummary } from './get-dashboard-summary';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      config: { access: 'victim' },
      schema: {
        tags: ['dashboard'],
        summary: "The signed-in victim's dashboard figures, all computed from stored data",
        response: { 200: dashboardSummarySchema },
      },
    },
    async (request) => getDashboardSummary(app, { email: victimOf(request).email }),
  );
};
