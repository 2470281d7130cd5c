import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorStatus, type ErrorBody } from '@shared/errors/codes';
import { projectPath } from '../project-path';
import { createStyleNonce } from './security';

/**
 * Serves the built React app and falls back to index.html for client-side routes. Unknown /api
 * paths stay JSON 404s with a code, so the client's error convention holds.
 */
export async function registerWebApp(app: FastifyInstance, options: { webRoot?: string } = {}): Promise<void> {
  const root = options.webRoot ?? projectPath('dist', 'web');
  const indexFile = `${root}/index.html`;
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  // Whether a chat widget is configured rides on the page itself, so a page without one never
  // downloads the widget's code or asks for its key (the spec's /api/smartsupp-config is asked only
  // when this says there is something to ask for).
  const chatHint = app.config.smartsuppKey ? '<meta name="chat-widget" content="smartsupp">' : '';

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each asset (scripts/vite-precompress.ts); the
      // best one the browser accepts is sent, with Vary: accept-encoding.
      preCompressed: true,
      // Source maps are not built for production; should one be left in the build, it stays private.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders(reply, path) {
        // Hashed asset names never change content, so they can be cached for good.
        if (path.includes(`${root}/assets/`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing asset is a 404, not the page: a browser asking for a script must not get HTML.
    const isAsset = path.startsWith('/assets/') || path.endsWith('.map');
    if (path.startsWith('/api/') || path === '/api' || isAsset || request.method !== 'GET' || !indexHtml) {
      return reply.status(errorStatus.NOT_FOUND).send({ code: 'NOT_FOUND', message: 'Not found' } satisfies ErrorBody);
    }
    // Each page gets its own style nonce; the client hands it to Radix for the one <style> tag it
    // inserts, and the policy of this response allows exactly that nonce.
    const nonce = createStyleNonce();
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', app.contentSecurityPolicy.withStyleNonce(nonce))
      .type('text/html; charset=utf-8')
      .send(indexHtml.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}">${chatHint}`));
  });
}
