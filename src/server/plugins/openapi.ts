import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
