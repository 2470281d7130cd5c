import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@shared/errors/codes';
import { ADMIN_SESSION_IDLE_MS } from '@shared/limits';
import { staffUsers, documents, sessions } from './kernel/db/schema/index';
import { createStaffSession, createVictimSession } from './features/auth/sessions';
import { hashToken } from './features/auth/tokens';
import { samplePdf } from './test/sample-files';
import { isStaffAccess, SESSION_COOKIE, type Access } from './kernel/plugins/access';
import { defaultRateLimits, type RateLimits } from './kernel/rate-limits';
import { testAppForSuite } from './test/suite-app';
import { isIdLike, routeKey, routerApiRoutes } from './test/bad-requests';
import { createIncident, createPlatform, createStaff, createVictim } from './test/fixtures';
import { createTestApiKey } from './test/api-keys';

// Who may call what. The walk takes every /api route from the app itself (the access plugin's
// onRoute collector) and calls it as each audience; the table below says, route by route, who the
// route is for, so a new route fails here until someone has said who may call it. Whether a
// victim reaches only their own records is checked case by case further down.

/** Every /api route by the audience it is for. A GET route's HEAD twin goes with it. */
const routesFor: Record<Access, string[]> = {
  public: [
    'GET /api/health',
    'GET /api/ready',
    'GET /api/settings',
    'GET /api/smartsupp-config',
    'GET /api/branding/:file',
    'POST /api/auth/login',
    'POST /api/auth/logout',
    'GET /api/auth/session',
    'POST /api/send-verification',
    'GET /api/verify/:token',
    'POST /api/verify/:token/complete',
    'POST /api/recovery-applications',
    'GET /api/search',
    'POST /api/search/email-link',
    'GET /api/search/results',
    'POST /api/check-website-safety',
    'GET /api/known-scams',
    // "Is this really us?" (issue 27)
    'GET /api/is-this-really-us',
    'POST /api/is-this-really-us',
    'POST /api/is-this-really-us/:id/report',
    'GET /api/platforms',
    'GET /api/platforms/:slug',
    'POST /api/report-incident',
    'GET /api/report-confirmations/:token',
    'POST /api/report-confirmations/:token',
    // staff
    'POST /api/admin/login',
    'GET /api/staff-password/:token',
    'POST /api/staff-password/:token',
    // notifications: the one-click unsubscribe link of a bulk e-mail (signed)
    'POST /api/unsubscribe/:token',
    'GET /api/unsubscribe/:token',
    // "Notify me" (issue 27): a visitor asks from a platform's page (a signed-in victim follows at
    // once); the mailed link confirms; the signed stop link of a news mail works without signing in
    'POST /api/platforms/:slug/watch',
    'GET /api/watch-confirmations/:token',
    'POST /api/watch-confirmations/:token',
    'POST /api/watch-stops/:token',
    'GET /api/watch-stops/:token',
    'GET /api/watch-stops/:token/watches',
    'POST /api/watch-stops/:token/watches/:watchId',
  ],
  victim: [
    'GET /api/auth/me',
    'POST /api/auth/sign-out-everywhere',
    'GET /api/recovery-applications',
    'GET /api/dashboard',
    'GET /api/payout-requests',
    'POST /api/payout-requests',
    'POST /api/messages',
    'POST /api/documents',
    'GET /api/me/export',
    'POST /api/me/delete',
    // the language chosen in the picker, kept on the account (issue 28)
    'PUT /api/me/locale',
    // "Notify me" (issue 27): a victim's own watches, from their own case (staff follow no case)
    'GET /api/recovery-cases/:incidentId/watches',
    'POST /api/recovery-cases/:incidentId/watches',
    'GET /api/watches',
    'DELETE /api/watches/:id',
  ],
  'victim-or-staff': [
    'GET /api/recovery-cases/:incidentId',
    'GET /api/recovery-details/:id',
    'GET /api/recovery-details/:id/evidence-pack',
    'GET /api/recovery-details',
    'GET /api/messages',
    'GET /api/documents',
    'GET /api/documents/:id/download',
  ],
  // Any staff role (admin or caseworker, D17). Each domain's staff routes in its own block.
  staff: [
    // users
    'GET /api/admin/users',
    'GET /api/admin/users/export.csv',
    'POST /api/admin/users',
    'GET /api/admin/users/:id',
    'GET /api/admin/users/:id/incidents',
    'GET /api/admin/users/:id/recovery-applications',
    'GET /api/admin/users/:id/payouts',
    'GET /api/admin/users/:id/documents',
    'PUT /api/admin/users/:id',
    'POST /api/admin/users/:id/edit',
    'POST /api/admin/users/:id/send-password-reset',
    // auth
    'GET /api/admin/session',
    'POST /api/admin/logout',
    'POST /api/admin/sign-out-everywhere',
    // second factor (issue 22): each staff member's own
    'GET /api/admin/second-factor',
    'POST /api/admin/second-factor/verify',
    'POST /api/admin/second-factor/confirm',
    'POST /api/admin/second-factor/totp',
    'POST /api/admin/second-factor/totp/confirm',
    'DELETE /api/admin/second-factor/totp',
    'POST /api/admin/second-factor/recovery-codes',
    'POST /api/admin/second-factor/passkeys/registration-options',
    'POST /api/admin/second-factor/passkeys',
    'POST /api/admin/second-factor/passkeys/authentication-options',
    'POST /api/admin/second-factor/passkeys/authenticate',
    'DELETE /api/admin/second-factor/passkeys/:id',
    // staff
    'GET /api/admin/staff/directory',
    // applications
    'GET /api/admin/recovery-applications',
    'GET /api/admin/recovery-applications/:id',
    'PUT /api/admin/recovery-applications/:id',
    'PUT /api/recovery-applications/:id',
    'GET /api/admin/recovery-applications/:id/proposed-case',
    'PUT /api/admin/recovery-applications/:id/case',
    'POST /api/admin/recovery-applications/bulk',
    // overview
    'GET /api/admin/stats',
    'GET /api/admin/search',
    'GET /api/admin/system-health',
    // incidents
    'GET /api/admin/incidents',
    'GET /api/admin/incidents/summary',
    'POST /api/admin/incidents',
    'GET /api/admin/incidents/:id',
    'PUT /api/admin/incidents/:id',
    'POST /api/admin/incidents/:id/confirm',
    'POST /api/admin/incidents/:id/discard',
    'GET /api/admin/incidents/:id/retention',
    'POST /api/admin/incidents/:id/keep',
    // who works a case (D17): the operations refuse what a caseworker may not change
    'GET /api/admin/incidents/:id/staff',
    'POST /api/admin/incidents/:id/staff',
    'DELETE /api/admin/incidents/:id/staff/:adminId',
    // audit
    'GET /api/admin/audit-log',
    'GET /api/admin/recent-activity',
    // messages
    'GET /api/admin/messages',
    'GET /api/admin/conversations',
    'GET /api/admin/incidents/:id/messages',
    'POST /api/admin/incidents/:id/messages',
    'POST /api/admin/incidents/:id/messages/read',
    'POST /api/admin/incidents/:id/messages/with-file',
    'POST /api/admin/notify-victim',
    // documents
    'GET /api/admin/documents',
    'GET /api/admin/documents/:id/download',
    'PUT /api/admin/documents/:id',
    'POST /api/admin/documents/bulk',
    'POST /api/admin/incidents/:id/documents',
    // money-trails
    'GET /api/admin/money-trails',
    'GET /api/admin/money-trails/summary',
    'POST /api/admin/money-trails',
    'PUT /api/admin/money-trails/:id',
    'DELETE /api/admin/money-trails/:id',
    'GET /api/admin/incidents/:id/linked',
    'GET /api/admin/incidents/:id/activity',
    // evidence pack
    'GET /api/admin/incidents/:id/evidence-pack',
    'GET /api/admin/platforms/:id',
    // payouts
    'GET /api/admin/payout-requests',
    'PUT /api/admin/payout-requests/:id',
    'POST /api/admin/payout-requests/bulk',
    'POST /api/admin/payout-requests/:id/reveal',
    // export (a list's own narrower rule, the audit log's, is tested in export/staff-routes.test.ts)
    'GET /api/admin/export/:list',
    // sharing scammer identifiers (issue 27): a case's for any staff; every case's is a caseworker's own cases only
    'GET /api/admin/incidents/:id/threat-intel',
    'GET /api/admin/threat-intel',
    // reports
    'GET /api/admin/reports',
    'GET /api/admin/reports/filter-options',
    'POST /api/admin/reports/generate',
    'GET /api/admin/reports/:id/pdf',
    // analytics
    'GET /api/admin/analytics',
    // notifications (a caseworker's bulk mail reaches only the victims of their own cases)
    'POST /api/admin/send-notification',
    'GET /api/admin/bulk-operations',
    'GET /api/admin/bulk-operations/:id',
    'POST /api/admin/bulk-operations/:id/cancel',
    'GET /api/admin/notifications/recipient-counts',
    'GET /api/admin/notification-templates',
    // outbox
    'GET /api/admin/outbox',
    // saved replies, and a staff member's own notification choices (issue 26)
    'GET /api/admin/saved-replies',
    'GET /api/admin/tags',
    'GET /api/admin/saved-views',
    'POST /api/admin/saved-views',
    'DELETE /api/admin/saved-views/:id',
    'PUT /api/admin/incidents/:id/tags',
    'POST /api/admin/incidents/bulk',
    'GET /api/admin/incidents/response-clocks',
    'GET /api/admin/incidents/:id/duplicates',
    'GET /api/admin/incidents/:id/merges',
    // a case's tasks and due day, and reading the usual steps (issue 26)
    'GET /api/admin/incidents/:id/tasks',
    'POST /api/admin/incidents/:id/tasks',
    'POST /api/admin/incidents/:id/tasks/from-template',
    'PUT /api/admin/incidents/:id/due',
    'PUT /api/admin/tasks/:id',
    'DELETE /api/admin/tasks/:id',
    'GET /api/admin/case-templates',
    'GET /api/admin/staff/me/preferences',
    'PUT /api/admin/staff/me/preferences',
    'PUT /api/admin/staff/me/locale',
    // alerts
    'GET /api/admin/alerts',
    'GET /api/admin/alerts/events',
    'GET /api/admin/alerts/unread',
    'POST /api/admin/alerts/events/read',
    // my own work: the landing page's queues, the sidebar's counts, the bell (D27)
    'GET /api/admin/my-work',
    'GET /api/admin/my-work/counts',
    'GET /api/admin/bell',
    'GET /api/admin/bell/unread',
    'POST /api/admin/bell/read',
    // site safety: every staff member reads the public known-scam list as staff see it
    'GET /api/admin/known-scams',
    // who poses as us: the look-ups of "Is this really us?" (issue 27)
    'GET /api/admin/impersonation/summary',
    'GET /api/admin/impersonation/contacts',
  ],
  // The admin role only: settings, secrets, staff accounts, bulk e-mail to everyone, deleting people.
  admin: [
    // users
    'DELETE /api/admin/users/:id',
    // confirming a caseworker's own taking of a case (D17)
    'POST /api/admin/incidents/:id/staff/:adminId/confirm',
    // giving a case to one of its staff (D27: nobody gives themselves a case someone owns)
    'POST /api/admin/incidents/:id/staff/:adminId/owner',
    // staff
    'GET /api/admin/staff',
    'POST /api/admin/staff',
    'PUT /api/admin/staff/:id',
    'POST /api/admin/staff/:id/reset-password',
    'DELETE /api/admin/staff/:id/second-factor',
    // settings
    'GET /api/admin/settings',
    'PUT /api/admin/settings/:key',
    'DELETE /api/admin/settings/:key',
    'GET /api/admin/settings/:key/reveal',
    'POST /api/admin/settings/test-email',
    // the organisation's own words (issue 28)
    'GET /api/admin/texts',
    'PUT /api/admin/texts',
    'POST /api/admin/texts/restore',
    'POST /api/admin/upload-branding',
    // notification templates and alert rules
    'POST /api/admin/notification-templates',
    'PUT /api/admin/notification-templates/:id',
    'DELETE /api/admin/notification-templates/:id',
    'POST /api/admin/saved-replies',
    'POST /api/admin/tags',
    'POST /api/admin/incidents/:id/merge',
    'POST /api/admin/case-merges/:id/undo',
    'PUT /api/admin/tags/:id',
    'DELETE /api/admin/tags/:id',
    'PUT /api/admin/saved-replies/:id',
    'DELETE /api/admin/saved-replies/:id',
    'PUT /api/admin/case-templates/:fraudType',
    'POST /api/admin/alerts',
    'PUT /api/admin/alerts/:id',
    'DELETE /api/admin/alerts/:id',
    // the public known-scam list: what it says is said publicly about a third party's site (D18)
    'POST /api/admin/known-scams',
    'POST /api/admin/known-scams/remove',
    // integrations (issue 27): API keys and webhooks
    'GET /api/admin/api-keys',
    'POST /api/admin/api-keys',
    'POST /api/admin/api-keys/:id/revoke',
    'GET /api/admin/webhooks',
    'POST /api/admin/webhooks',
    'PUT /api/admin/webhooks/:id',
    'DELETE /api/admin/webhooks/:id',
    'GET /api/admin/webhooks/:id/deliveries',
    'POST /api/admin/webhooks/:id/deliveries/:deliveryId/resend',
    'POST /api/admin/webhooks/:id/test',
    // importing a caseload (issue 27): the records of many victims at once
    'POST /api/admin/imports/preview',
    'POST /api/admin/imports',
  ],
  // An integration's API key with the route's scope, and nobody else: no session, no staff token (issue 27).
  'api-key': [
    'GET /api/integrations/v1/incidents',
    'GET /api/integrations/v1/incidents/:id',
    'PATCH /api/integrations/v1/incidents/:id/status',
    'GET /api/integrations/v1/payouts',
  ],
};

const expectedAccess = new Map(
  Object.entries(routesFor).flatMap(([access, routes]) => routes.map((route) => [route, access as Access] as const)),
);
const expectedAccessOf = (key: string) => expectedAccess.get(key.replace(/^HEAD /, 'GET '));

/**
 * Routes a caseworker may call only with certain query values (D17): the walk sends these, so the
 * check above still sees the route admit every staff role. Their own tests cover the refusal.
 */
const narrowingQuery: Record<string, string> = {
  // audit: a caseworker reads one record's history, never the whole log
  'GET /api/admin/audit-log': '?entityType=fraud_incident&entityId=1',
};
const narrowingQueryOf = (key: string) => narrowingQuery[key.replace(/^HEAD /, 'GET ')] ?? '';

type AudienceName =
  | 'anonymous'
  | 'victim'
  | 'another victim'
  | 'caseworker'
  | 'admin'
  | 'expired staff token'
  | 'revoked staff token'
  | 'idle staff token'
  | 'disabled staff account'
  | 'expired victim session'
  | 'api key'
  | 'revoked api key'
  | 'expired api key';
/** Which routes let each audience past the access check. */
const admittedBy: Record<AudienceName, Access[]> = {
  anonymous: ['public'],
  victim: ['public', 'victim', 'victim-or-staff'],
  'another victim': ['public', 'victim', 'victim-or-staff'],
  caseworker: ['public', 'staff', 'victim-or-staff'],
  admin: ['public', 'staff', 'admin', 'victim-or-staff'],
  'expired staff token': ['public'],
  'revoked staff token': ['public'],
  'idle staff token': ['public'],
  'disabled staff account': ['public'],
  'expired victim session': ['public'],
  // A key opens the integration API and nothing else; a staff member's token does not open it.
  'api key': ['public', 'api-key'],
  'revoked api key': ['public'],
  'expired api key': ['public'],
};
/** The audiences that send a bearer: on an integration route it is read as a key, and refused as an invalid one. */
const sendsBearer = (audience: AudienceName) => audience !== 'anonymous' && !audience.includes('victim');
/** The refusal each audience gets from a route not for it: who you are (401), or what your role may do (403). */
const refusalOf = (audience: AudienceName, access: Access): { status: number; code: ErrorCode } => {
  if (audience === 'caseworker' && access === 'admin') return { status: 403, code: 'STAFF_ROLE_REQUIRED' };
  if (access === 'api-key') return { status: 401, code: sendsBearer(audience) ? 'API_KEY_INVALID' : 'API_KEY_REQUIRED' };
  return { status: 401, code: isStaffAccess(access) ? 'STAFF_SIGN_IN_REQUIRED' : 'SIGN_IN_REQUIRED' };
};

const generousLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { max: 1_000_000, timeWindow: 60_000 }]),
) as RateLimits;

const t = testAppForSuite({ rateLimits: generousLimits });
type Victim = Awaited<ReturnType<typeof createVictim>>;
let owner: Victim;
let other: Victim;
let staff: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;
let disabled: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  [owner, other, staff, caseworker, disabled] = await Promise.all([
    createVictim(t.app),
    createVictim(t.app),
    createStaff(t.app),
    createStaff(t.app, { role: 'caseworker' }),
    createStaff(t.app),
  ]);
  await t.app.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, disabled.admin.id));
});
const ownerAccount = () => owner;
const otherAccount = () => other;
const staffAccount = () => staff;
const caseworkerAccount = () => caseworker;

async function expire(token: string): Promise<void> {
  await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.tokenHash, hashToken(token)));
}

async function revoke(token: string): Promise<void> {
  await t.app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
}

async function idle(token: string): Promise<void> {
  await t.app.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - ADMIN_SESSION_IDLE_MS - 60_000) }).where(eq(sessions.tokenHash, hashToken(token)));
}

type Accounts = { owner: Victim; other: Victim; staff: Awaited<ReturnType<typeof createStaff>>; caseworker: Awaited<ReturnType<typeof createStaff>> };

/**
 * Fresh sessions for each route, so a route that ends one (log-out) leaves the next untouched. The
 * walk passes accounts of its own: "sign out everywhere" ends every session of its caller's account.
 */
async function audiences(accounts?: Accounts): Promise<{ name: AudienceName; inject: Partial<InjectOptions> }[]> {
  const { owner, other, staff, caseworker } = accounts ?? { owner: ownerAccount(), other: otherAccount(), staff: staffAccount(), caseworker: caseworkerAccount() };
  const victimCookie = async (profileId: number) => ({ [SESSION_COOKIE]: (await createVictimSession(t.app.db, profileId)).token });
  const tokenOf = async (adminId: number) => (await createStaffSession(t.app.db, adminId)).token;
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const [expiredStaff, revokedStaff, idleStaff] = await Promise.all([tokenOf(staff.admin.id), tokenOf(staff.admin.id), tokenOf(staff.admin.id)]);
  const expiredVictim = await victimCookie(owner.profile.id);
  await expire(expiredStaff);
  await revoke(revokedStaff);
  await idle(idleStaff);
  await expire(expiredVictim[SESSION_COOKIE]!);
  const [key, revokedKey, expiredKey] = await Promise.all([createTestApiKey(t.app), createTestApiKey(t.app, { revoked: true }), createTestApiKey(t.app, { expired: true })]);
  return [
    { name: 'anonymous', inject: {} },
    { name: 'victim', inject: { cookies: await victimCookie(owner.profile.id) } },
    { name: 'another victim', inject: { cookies: await victimCookie(other.profile.id) } },
    { name: 'caseworker', inject: bearer(await tokenOf(caseworker.admin.id)) },
    { name: 'admin', inject: bearer(await tokenOf(staff.admin.id)) },
    { name: 'expired staff token', inject: bearer(expiredStaff) },
    { name: 'revoked staff token', inject: bearer(revokedStaff) },
    { name: 'idle staff token', inject: bearer(idleStaff) },
    { name: 'disabled staff account', inject: bearer(await tokenOf(disabled.admin.id)) },
    { name: 'expired victim session', inject: { cookies: expiredVictim } },
    { name: 'api key', inject: { headers: key.headers } },
    { name: 'revoked api key', inject: { headers: revokedKey.headers } },
    { name: 'expired api key', inject: { headers: expiredKey.headers } },
  ];
}

describe('access matrix: every /api route, as every audience', () => {
  it('knows who each route is for, and the walk sees every route the router holds', () => {
    const routes = t.app.apiRoutes.map(routeKey);
    expect(routes.sort()).toEqual(routerApiRoutes(t.app));
    const unlisted = routes.filter((key) => expectedAccessOf(key) === undefined);
    expect(unlisted, 'routes missing from routesFor in this test: say who they are for').toEqual([]);
    const gone = [...expectedAccess.keys()].filter((key) => !routes.includes(key));
    expect(gone, 'routes in routesFor that the app no longer has').toEqual([]);
    const differing = t.app.apiRoutes
      .filter((route) => route.access !== expectedAccessOf(routeKey(route)))
      .map((route) => `${routeKey(route)}: registered as '${route.access}', expected '${expectedAccessOf(routeKey(route))}'`);
    expect(differing).toEqual([]);
  });

  it('refuses an audience a route is not for with 401, and lets the others past the check', { timeout: 120_000 }, async () => {
    const walkers: Accounts = {
      owner: await createVictim(t.app),
      other: await createVictim(t.app),
      staff: await createStaff(t.app),
      caseworker: await createStaff(t.app, { role: 'caseworker' }),
    };
    const incident = await createIncident(t.app, { victimEmail: walkers.owner.profile.email });
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      // The URL alone: past the access check, a request without its body stops at validation,
      // so no route does its work (no mail, no site probe); refusals come before either.
      // A staff account's id that is nobody's: a route about one staff account (resetting their
      // second factor ends their sessions) must not land on an account the later tests use.
      const idFor = route.url.startsWith('/api/admin/staff/') ? 2_000_000_000 : incident.id;
      const url =
        route.url.replace(/:(\w+)/g, (_, name: string) => (isIdLike(name) ? String(idFor) : 'not-a-token')) +
        narrowingQueryOf(routeKey(route));
      for (const audience of await audiences(walkers)) {
        const response = await t.app.inject({ method: route.method as InjectOptions['method'], url, ...audience.inject });
        const where = `${audience.name} ${routeKey(route)}: ${response.statusCode}`;
        const isJson = route.method !== 'HEAD' && String(response.headers['content-type']).startsWith('application/json');
        const code = isJson ? response.json<{ code?: string }>().code : undefined;
        if (response.statusCode >= 500) failures.push(`${where} ${response.body}`);
        if (admittedBy[audience.name].includes(route.access)) {
          const refused = code === 'SIGN_IN_REQUIRED' || code === 'STAFF_SIGN_IN_REQUIRED' || code === 'STAFF_ROLE_REQUIRED' || (code?.startsWith('API_KEY_') ?? false);
          if (refused || (!isJson && (response.statusCode === 401 || response.statusCode === 403))) {
            failures.push(`${where}, refused though the route is for it (${route.access})`);
          }
        } else {
          const refusal = refusalOf(audience.name, route.access);
          if (response.statusCode !== refusal.status || (code !== undefined && code !== refusal.code)) {
            failures.push(`${where} ${String(code)}, expected ${refusal.status} ${refusal.code} (${route.access})`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** A case of `owner` with recovered funds, and a stored document on it. */
async function caseOf(victim: Victim) {
  const platform = await createPlatform(t.app, { name: `Matrix ${Math.random().toString(36).slice(2)}` });
  const incident = await createIncident(t.app, {
    victimEmail: victim.profile.email,
    platformId: platform.id,
    lossAmount: '1000.00',
    status: 'recovery_available',
    financialData: { totalLoss: '1000.00', recoveredAmount: '400.00', transactions: [] },
  });
  const storageKey = `cases/${incident.id}-matrix.pdf`;
  await t.app.storage.put(storageKey, samplePdf());
  const [document] = await t.app.db
    .insert(documents)
    .values({ filename: 'proof.pdf', storageKey, mimeType: 'application/pdf', sizeBytes: samplePdf().length, sha256: 'x', userEmail: victim.profile.email, category: 'financial', recoveryId: incident.id })
    .returning();
  return { incident, platform, document: document! };
}

function uploadForm(recoveryId: number): FormData {
  const form = new FormData();
  form.append('category', 'financial');
  form.append('recoveryId', String(recoveryId));
  form.append('documents', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'statement.pdf');
  return form;
}

type Case = Awaited<ReturnType<typeof caseOf>>;
const caseRoutes: [string, (c: Case) => InjectOptions, number][] = [
  ['GET /api/recovery-cases/:incidentId', (c) => ({ method: 'GET', url: `/api/recovery-cases/${c.incident.id}` }), 200],
  ['GET /api/recovery-details/:id', (c) => ({ method: 'GET', url: `/api/recovery-details/${c.incident.id}` }), 200],
  ['GET /api/recovery-details/:id/evidence-pack', (c) => ({ method: 'GET', url: `/api/recovery-details/${c.incident.id}/evidence-pack` }), 200],
  [
    'GET /api/recovery-details?platform&amount',
    (c) => ({ method: 'GET', url: `/api/recovery-details?platform=${encodeURIComponent(c.platform.name)}&amount=1000&email=someone@else.com` }),
    200,
  ],
  ['GET /api/messages', (c) => ({ method: 'GET', url: `/api/messages?recoveryId=${c.incident.id}` }), 200],
  [
    'POST /api/messages',
    (c) => ({ method: 'POST', url: '/api/messages', payload: { recipient: 'Case Manager', content: 'Hello team', recoveryId: c.incident.id } }),
    201,
  ],
  ['GET /api/documents', (c) => ({ method: 'GET', url: `/api/documents?recoveryId=${c.incident.id}` }), 200],
  ['POST /api/documents', (c) => ({ method: 'POST', url: '/api/documents', payload: uploadForm(c.incident.id) }), 201],
  ['GET /api/documents/:id/download', (c) => ({ method: 'GET', url: `/api/documents/${c.document.id}/download` }), 200],
  [
    'POST /api/payout-requests',
    (c) => ({ method: 'POST', url: '/api/payout-requests', payload: { incidentId: c.incident.id, payoutMethod: 'bank_transfer', accountDetails: 'GB00 1234 5678' } }),
    201,
  ],
];

describe('access matrix: routes about one case', () => {
  it.each(caseRoutes)('%s: 401 anonymous, 404 another victim, success for the owner, and staff may read', async (_name, request, ok) => {
    const target = await caseOf(owner);

    const anonymous = await t.app.inject(request(target));
    expect(anonymous.statusCode).toBe(401);

    const stranger = await t.app.inject({ ...request(target), cookies: other.cookies });
    expect(stranger.statusCode).toBe(404);
    // Nothing in the answer tells the stranger that the case exists.
    expect(stranger.body).not.toContain(target.platform.name);
    expect(stranger.body).not.toContain(owner.profile.email);

    const own = await t.app.inject({ ...request(target), cookies: owner.cookies });
    expect(own.statusCode).toBe(ok);

    if (request(target).method === 'GET') {
      const asStaff = request(target);
      const url = asStaff.url!.toString().replace('someone@else.com', encodeURIComponent(owner.profile.email));
      const staffRead = await t.app.inject({ ...asStaff, url, headers: staff.headers });
      expect(staffRead.statusCode, staffRead.body).toBe(200);
    }
  });
});

describe('access matrix: lists and account routes', () => {
  const ownRoutes: [string, InjectOptions][] = [
    ['GET /api/dashboard', { method: 'GET', url: '/api/dashboard' }],
    ['GET /api/payout-requests', { method: 'GET', url: '/api/payout-requests?email=owner@example.com' }],
    ['GET /api/recovery-applications', { method: 'GET', url: '/api/recovery-applications?email=owner@example.com' }],
    ['GET /api/me/export', { method: 'GET', url: '/api/me/export' }],
  ];

  it.each(ownRoutes)('%s: 401 anonymous; a victim only ever gets their own data', async (_name, request) => {
    const target = await caseOf(owner);
    await t.app.inject({
      method: 'POST',
      url: '/api/payout-requests',
      cookies: owner.cookies,
      payload: { incidentId: target.incident.id, payoutMethod: 'bank_transfer', accountDetails: 'GB00 1234 5678' },
    });

    expect((await t.app.inject(request)).statusCode).toBe(401);
    const asOther = await t.app.inject({ ...request, cookies: other.cookies });
    expect(asOther.statusCode).toBe(200);
    expect(asOther.rawPayload.toString('latin1')).not.toContain(owner.profile.email);
    expect(asOther.rawPayload.toString('latin1')).not.toContain(target.platform.name);
    const asOwner = await t.app.inject({ ...request, cookies: owner.cookies });
    expect(asOwner.statusCode).toBe(200);
  });
});
