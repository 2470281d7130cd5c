import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { AppError } from '../errors';
import {
  findAdminBySessionToken,
  findVictimBySessionToken,
  type AdminIdentity,
  type VictimIdentity,
} from '../features/auth/sessions';

export const SESSION_COOKIE = 'haven_session';

/**
 * Who may call a route. Every /api route must name one (the default is nobody: a route without it
 * fails the boot). 'victim-or-admin' routes still apply their own ownership policy.
 */
export type Access = 'public' | 'victim' | 'admin' | 'victim-or-admin';

/** An /api route as registered: what tests walk to reach every route (src/server/bad-input.test.ts). */
export type ApiRoute = { method: string; url: string; access: Access; schema: FastifySchema | undefined };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    victim: VictimIdentity | null;
    admin: AdminIdentity | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    apiRoutes: readonly ApiRoute[];
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function registerAccess(app: FastifyInstance): Promise<void> {
  app.decorateRequest('victim', null);
  app.decorateRequest('admin', null);

  // This hook sees every /api route, so it also keeps the list of them.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${url} does not say who may call it (config.access)`);
    }
    for (const method of [route.method].flat()) apiRoutes.push({ method, url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;

    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) request.victim = await findVictimBySessionToken(app.db, cookie);
    const bearer = bearerToken(request);
    if (bearer) request.admin = await findAdminBySessionToken(app.db, bearer);

    const allowed =
      access === 'public' ||
      (access === 'victim' && request.victim !== null) ||
      (access === 'admin' && request.admin !== null) ||
      (access === 'victim-or-admin' && (request.victim !== null || request.admin !== null));
    if (!allowed) {
      throw new AppError(
        'UNAUTHORIZED',
        access === 'admin' ? 'Admin sign-in required' : 'Please sign in to continue',
      );
    }
  });
}
