import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { BACKGROUND_REQUEST_HEADER } from '@shared/auth/background-request';
import { FRESH_CONFIRMATION_MS, type SecondFactorStep } from '@shared/auth/second-factor';
import type { StaffRole } from '@shared/staff/roles';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { Sentence } from '../texts/error-texts';

export const SESSION_COOKIE = 'haven_session';

/** A signed-in victim, as their session cookie resolves. */
export type VictimIdentity = { kind: 'victim'; userId: number; email: string; sessionId: number };
/** A signed-in staff member (any role), as their bearer token resolves. */
export type StaffIdentity = {
  kind: 'admin';
  adminId: number;
  username: string;
  displayName: string | null;
  role: StaffRole;
  sessionId: number;
};
/**
 * An integration's API key (issue 27), as its bearer resolves: a non-human caller, accepted only on
 * the 'api-key' routes, and there only for the scopes it was given.
 */
export type ApiKeyIdentity = { kind: 'api_key'; id: number; name: string; prefix: string; scopes: readonly string[] };
/** What looking a key up answers: the key, or why it is refused (unknown, revoked, expired), in words for its holder. */
export type ApiKeyLookup = { apiKey: ApiKeyIdentity } | { refused: Sentence };
/** Where a staff session stands on its second factor: what the access check decides from, once per request. */
export type SecondFactorGate = {
  step: SecondFactorStep;
  required: boolean;
  confirmedAt: Date;
};

/**
 * Who is asking, as the auth feature answers it: handed in when the plugin is registered, so this
 * plugin, like the rest of the kernel, imports no feature.
 */
export type SignedInLookup = {
  findVictim: (db: Db, session: { token: string; now: Date }) => Promise<VictimIdentity | null>;
  /** The staff member and where their session stands on its second factor (one round trip per request). */
  findStaff: (
    db: Db,
    session: { token: string; now: Date; touch: boolean; isProduction: boolean },
  ) => Promise<{ staff: StaffIdentity; secondFactor: SecondFactorGate } | null>;
  /** The API key a bearer names (features/integrations); without it, no key is accepted anywhere. */
  findApiKey?: (db: Db, input: { key: string; now: Date }) => Promise<ApiKeyLookup>;
};

/** Whether the staff member proved who they are recently enough for the most sensitive actions. */
export function isFresh(confirmedAt: Date, now: Date): boolean {
  return now.getTime() - confirmedAt.getTime() <= FRESH_CONFIRMATION_MS;
}

/**
 * Who may call a route. Every /api route names one, staff routes included: there is no default, and
 * a route without it fails the boot, so who may delete a victim or see bank details is always
 * written beside the route.
 * 'staff' is any staff role (admin or caseworker, D17); 'admin' is the admin role only.
 * 'victim-or-staff' routes still apply their own ownership policy.
 * 'api-key' (D29) is an integration's key with the route's `apiScope`, and nothing else: no session, no
 * staff token (the integration API, /api/integrations/v1); a key is accepted on no other route.
 */
export type Access = 'public' | 'victim' | 'staff' | 'admin' | 'victim-or-staff' | 'api-key';

/** Staff-only audiences: refused with STAFF_SIGN_IN_REQUIRED rather than SIGN_IN_REQUIRED. */
export const isStaffAccess = (access: Access): boolean => access === 'staff' || access === 'admin';

/** An /api route as registered: what tests walk to reach every route (src/server/bad-input.test.ts). */
export type ApiRoute = { method: string; url: string; access: Access; schema: FastifySchema | undefined };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A staff route that answers a session still owing its second factor (sign-in steps,
     * enrolment, sign-out); every other staff route refuses such a session (issue 22).
     */
    beforeSecondFactor?: boolean;
    /** One of the most sensitive actions: the staff member proved who they are in the last 5 minutes. */
    freshAuth?: boolean;
    /** On an 'api-key' route: the scope the key must carry ('incidents:read', ...). */
    apiScope?: string;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    victim: VictimIdentity | null;
    staff: StaffIdentity | null;
    /** Where the staff session stands on its second factor; set whenever `staff` is. */
    secondFactor: SecondFactorGate | null;
    /** The API key of a request to an 'api-key' route; null everywhere else. */
    apiKey: ApiKeyIdentity | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    apiRoutes: readonly ApiRoute[];
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const STAFF_SIGN_IN_REQUIRED = 'Admin sign-in required';
export const STAFF_ROLE_REQUIRED = 'Only an admin can do this';
const signInRequired = () => new AppError('SIGN_IN_REQUIRED', SIGN_IN_REQUIRED);
const staffSignInRequired = () => new AppError('STAFF_SIGN_IN_REQUIRED', STAFF_SIGN_IN_REQUIRED);
const adminRoleRequired = () => new AppError('STAFF_ROLE_REQUIRED', STAFF_ROLE_REQUIRED);

export const SECOND_FACTOR_REQUIRED = 'Please confirm your sign-in with a code from your app or a passkey';
export const SECOND_FACTOR_ENROLMENT_REQUIRED = 'Please set up a second way to sign in before opening staff pages';
export const FRESH_CONFIRMATION_REQUIRED = 'Please confirm it is you to continue';

export const API_KEY_REQUIRED = 'This route takes an API key: send it as Authorization: Bearer hvn_…';
export const apiKeyScopeMissing = (scope: string) =>
  new Sentence('This API key may not do this: it needs the scope {scope}. An admin gives scopes when making a key under Integrations.', { scope });

/**
 * Refuses unless the staff member proved who they are within the last few minutes (password, code
 * or passkey). Routes say `config: { freshAuth: true }`; a route whose sensitivity depends on its
 * input (an export of everyone rather than of one's own cases) calls this itself.
 */
export function requireFreshConfirmation(request: FastifyRequest, now = new Date()): void {
  const gate = request.secondFactor;
  if (!request.staff || !gate) throw staffSignInRequired();
  if (!isFresh(gate.confirmedAt, now)) throw new AppError('FRESH_CONFIRMATION_REQUIRED', FRESH_CONFIRMATION_REQUIRED);
}

/**
 * The signed-in victim of a request. On a 'victim' route the access check has made sure of one;
 * elsewhere a request without a session is refused as a sign-in is.
 */
export function victimOf(request: FastifyRequest): VictimIdentity {
  if (!request.victim) throw signInRequired();
  return request.victim;
}

/** The API key of a request to an 'api-key' route; see victimOf. */
export function apiKeyOf(request: FastifyRequest): ApiKeyIdentity {
  if (!request.apiKey) throw new AppError('API_KEY_REQUIRED', API_KEY_REQUIRED);
  return request.apiKey;
}

/** The signed-in staff member of a request; see victimOf. */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw staffSignInRequired();
  return request.staff;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export async function registerAccess(app: FastifyInstance, lookup: SignedInLookup): Promise<void> {
  app.decorateRequest('victim', null);
  app.decorateRequest('staff', null);
  app.decorateRequest('secondFactor', null);
  app.decorateRequest('apiKey', null);

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
    if ((access === 'api-key') !== Boolean(route.config?.apiScope)) {
      throw new Error(`Route ${String(route.method)} ${url}: an 'api-key' route, and only one, names the scope a key needs (config.apiScope)`);
    }
    for (const method of [route.method].flat()) apiRoutes.push({ method, url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;

    const now = app.clock();
    // An integration's route answers its API key and nobody else: a session or staff token is
    // not even looked at, so what a key may do never depends on who else is signed in.
    if (access === 'api-key') {
      const bearer = bearerToken(request);
      if (!bearer) throw new AppError('API_KEY_REQUIRED', API_KEY_REQUIRED);
      const found = lookup.findApiKey ? await lookup.findApiKey(app.db, { key: bearer, now }) : { refused: new Sentence('API keys are not accepted here') };
      if ('refused' in found) throw new AppError('API_KEY_INVALID', found.refused);
      const scope = request.routeOptions.config.apiScope!;
      if (!found.apiKey.scopes.includes(scope)) throw new AppError('API_KEY_SCOPE_MISSING', apiKeyScopeMissing(scope));
      request.apiKey = found.apiKey;
      return;
    }

    const cookie = request.cookies[SESSION_COOKIE];
    if (cookie) request.victim = await lookup.findVictim(app.db, { token: cookie, now });
    const bearer = bearerToken(request);
    const found = bearer
      ? await lookup.findStaff(app.db, { token: bearer, now, touch: request.headers[BACKGROUND_REQUEST_HEADER] !== '1', isProduction: app.config.isProduction })
      : null;
    request.staff = found?.staff ?? null;

    const staff = request.staff;
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

    // A password alone opens no staff data where a second factor is set up or required: until the
    // session passes one, only the sign-in and enrolment routes answer it.
    if (staff && found) {
      const gate = found.secondFactor;
      request.secondFactor = gate;
      const config = request.routeOptions.config;
      if (gate.step !== 'complete' && !config.beforeSecondFactor) {
        if (isStaffAccess(access) || (access === 'victim-or-staff' && !request.victim)) {
          throw gate.step === 'verify'
            ? new AppError('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_REQUIRED)
            : new AppError('SECOND_FACTOR_ENROLMENT_REQUIRED', SECOND_FACTOR_ENROLMENT_REQUIRED);
        }
        // Elsewhere the request goes on as if no staff member had asked.
        request.staff = null;
        request.secondFactor = null;
      }
      if (config.freshAuth) requireFreshConfirmation(request);
    }
  });
}
