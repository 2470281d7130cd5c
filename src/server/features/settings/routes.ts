import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSettingsResponseSchema, smartsuppConfigSchema } from '@shared/settings/schema';
import { AppError } from '../../kernel/errors';
import { brandingContentTypes, brandingStorageKey } from './branding-image';
import { listPublicSettings } from './queries';

const brandingFileParamsSchema = z.object({
  file: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|webp|ico)$/, 'No such image'),
});

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
    async () => listPublicSettings(app),
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

  app.get(
    '/api/branding/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'An uploaded logo or favicon; its name is random and never reused, so it is cached for a year',
        params: brandingFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const key = brandingStorageKey(file);
      if (!(await app.storage.exists(key))) throw new AppError('FILE_UNAVAILABLE', 'No such image');
      return reply
        .type(brandingContentTypes[file.split('.')[1]!]!)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await app.storage.read(key));
    },
  );
};
