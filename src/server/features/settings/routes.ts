import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsResponseSchema, smartsuppConfigSchema } from '@shared/settings/schema';
import { listPublicSettings } from './queries';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Public branding and general settings',
        response: { 200: publicSettingsResponseSchema },
      },
    },
    async () => listPublicSettings(app.db),
  );

  app.get(
    '/api/smartsupp-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Chat widget key; empty object when no widget is configured',
        response: { 200: smartsuppConfigSchema },
      },
    },
    async () => (app.config.smartsuppKey ? { key: app.config.smartsuppKey } : {}),
  );
};
