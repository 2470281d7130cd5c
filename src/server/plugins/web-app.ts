import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { projectPath } from '../project-path';

/**
 * Serves the built React app and falls back to index.html for client-side routes. Unknown /api
 * paths stay JSON 404s so the client's error convention holds.
 */
export async function registerWebApp(app: FastifyInstance, options: { webRoot?: string } = {}): Promise<void> {
  const root = options.webRoot ?? projectPath('dist', 'web');
  const indexFile = `${root}/index.html`;
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile) : null;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        // Hashed asset names never change content, so they can be cached for good.
        if (path.includes(`${root}/assets/`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
