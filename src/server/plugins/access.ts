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
 * fails the boot), except inside the staff API, whose default is 'admin' (defaultAccessWithin).
 * 'staff' is any staff role (admin or caseworker, D17); 'admin' is the admin role only.
 * 'victim-or-staff' routes still apply their own ownership policy.
 */
export type Access = 'public' | 'victim' | 'staff' | 'admin' | 'victim-or-staff';

/** Staff-only audiences: refused with STAFF_SIGN_IN_REQUIRED rather than SIGN_IN_REQUIRED. */
export const isStaffAccess = (access: Access): boolean => access === 'staff' || access === 'admin';

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

const kDefaultAccess = Symbol('defaultAccess');
type WithDefaultAccess = { [kDefaultAccess]?: Access };

/**
 * Routes registered in `instance` (a plugin's own context) or in plugins below it, without a
 * `config.access` of their own, get `access`: the staff API's default is staff. It is read by the
 * check below rather than set by the plugin's own onRoute hook, because Fastify runs a parent's
 * onRoute hooks before a child's: the check would refuse the route before the default was set.
 * A plugin's context inherits from its parent's (Object.create), so the value reaches every
 * plugin registered inside it.
 */
export function defaultAccessWithin(instance: FastifyInstance, access: Access): void {
  (instance as WithDefaultAccess)[kDefaultAccess] = access;
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const STAFF_SIGN_IN_REQUIRED = 'Admin sign-in required';
export const STAFF_ROLE_REQUIRED = 'Only an admin can do this';
const signInRequired = () => new AppError('SIGN_IN_REQUIRED', SIGN_IN_REQUIRED);
const staffSignInRequired = () => new AppError('STAFF_SIGN_IN_REQUIRED', STAFF_SIGN_IN_REQUIRED);
const adminRoleRequired = () => new AppError('STAFF_ROLE_REQUIRED', STAFF_ROLE_REQUIRED);

/**
 * The signed-in victim of a request. On a 'victim' route the access check has made sure of one;
 * elsewhere a request without a session is refused as a sign-in is.
 */
export function victimOf(request: FastifyRequest): VictimIdentity {
  if (!request.victim) throw signInRequired();
  return request.victim;
}

/** The signed-in staff member of a request; see victimOf. */
export function adminOf(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw staffSignInRequired();
  return request.admin;
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
  app.addHook('onRoute', function collect(route) {
    const url = route.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access ?? (this as WithDefaultAccess)[kDefaultAccess];
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${url} does not say who may call it (config.access)`);
    }
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) apiRoutes.push({ method, url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;

    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) request.victim = await findVictimBySessionToken(app.db, cookie);
    const bearer = bearerToken(request);
    if (bearer) request.admin = await findAdminBySessionToken(app.db, bearer);

    const staff = request.admin;
    const allowed =
      access === 'public' ||
      (access === 'victim' && request.victim !== null) ||
      (access === 'staff' && staff !== null) ||
      (access === 'admin' && staff !== null) ||
      (access === 'victim-or-staff' && (request.victim !== null || staff !== null));
    if (!allowed) {
      throw isStaffAccess(access) ? staffSignInRequired() : signInRequired();
    }
    // A signed-in caseworker on an admin-only route: known, but not allowed (403, not 401).
    if (access === 'admin' && staff?.role !== 'admin') throw adminRoleRequired();
  });
}
