import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The routes that hand out the description itself; the viewer's page and scripts are generic. */
const descriptionRoutes = new Set(['/api/docs/json', '/api/docs/yaml']);

/**
 * The API's description at /api/docs. In production it maps every staff route for a stranger, so
 * unless API_DOCS_PUBLIC says otherwise it answers signed-in staff only: the access check (which
 * must be registered first) treats the description as a staff route, second factor included.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  if (!app.config.apiDocsPublic) {
    app.addHook('onRoute', (route) => {
      if (descriptionRoutes.has(route.url)) route.config = { ...route.config, access: 'staff' };
    });
  }
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Haven API',
        description: 'The HTTP API of the Haven fraud-recovery platform. Every error body is `{ "code": string, "message": string }`, the code one of `src/shared/errors/codes.ts`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          adminBearer: { type: 'http', scheme: 'bearer' },
          victimSession: { type: 'apiKey', in: 'cookie', name: 'haven_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
    uiConfig: {
      docExpansion: 'list',
      deepLinking: false,
      // Sent to the browser as source: the staff app keeps its token under 'adminToken'
      // (web/lib/staff-token.ts); the viewer sends it on its own requests, the description's included.
      requestInterceptor: (request: Record<string, unknown>) => {
        const token = window.localStorage.getItem('adminToken');
        if (token && new URL(String(request.url), window.location.href).origin === window.location.origin) {
          request.headers = { ...(request.headers as Record<string, string>), Authorization: `Bearer ${token}` };
        }
        return request;
      },
    },
  });
}
