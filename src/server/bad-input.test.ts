import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffDocumentUploadFieldsSchema } from '@shared/documents/staff-schema';
import { documentUploadFieldsSchema } from '@shared/documents/schema';
import { errorStatus, isErrorCode } from '@shared/errors/codes';
import { EVIDENCE_FIELD, reportIncidentSchema } from '@shared/incidents/report-schema';
import { staffReplySchema } from '@shared/messages/staff-schema';
import { MAX_ID } from '@shared/schemas';
import { brandingUploadFieldsSchema } from '@shared/settings/staff-schema';
import { IMPORT_FILE_FIELD, importCommitFieldsSchema, importPreviewFieldsSchema } from '@shared/imports/schema';
import * as tables from './kernel/db/schema/index';
import { samplePdf, samplePng } from './test/sample-files';
import type { Access, ApiRoute } from './kernel/plugins/access';
import { defaultRateLimits, type RateLimits } from './kernel/rate-limits';
import { testAppForSuite } from './test/suite-app';
import { badRequestsFor, routeKey, routerApiRoutes, TOO_LARGE_ID, type MultipartForm, type Sample } from './test/bad-requests';
import { createIncident, createStaff, createVictim } from './test/fixtures';
import { createTestApiKey } from './test/api-keys';

// Bad input is the caller's mistake: a NUL character (which PostgreSQL cannot store) or an id past
// the top of a PostgreSQL integer must be answered 400 by the schema, never 500 by the database.
// The walk reads the routes from the app itself, so a route added later is covered without edits.

const file = { name: 'statement.pdf', data: samplePdf(), type: 'application/pdf' };
const importFile = { name: 'caseload.csv', data: Buffer.from('Platform,Victim email,Amount lost,Incident date\r\nHarbour,anna@example.com,10,2025-01-01\r\n'), type: 'text/csv' };
/** Multipart routes skip the zod validator; these are the schemas their operations parse with. */
const multipartForms: Record<string, MultipartForm> = {
  'POST /api/report-incident': { fields: reportIncidentSchema, fileField: EVIDENCE_FIELD, file },
  'POST /api/documents': { fields: documentUploadFieldsSchema, fileField: 'documents', file },
  'POST /api/admin/incidents/:id/documents': { fields: staffDocumentUploadFieldsSchema, fileField: 'documents', file },
  // A file goes with a reply only; the walk sends no `internal`, which would refuse any file.
  'POST /api/admin/incidents/:id/messages/with-file': { fields: staffReplySchema.omit({ internal: true }), fileField: 'file', file },
  'POST /api/admin/upload-branding': { fields: brandingUploadFieldsSchema, fileField: 'file', file: { name: 'logo.png', data: samplePng(), type: 'image/png' } },
  'POST /api/admin/imports/preview': { fields: importPreviewFieldsSchema, fileField: IMPORT_FILE_FIELD, file: importFile },
  'POST /api/admin/imports': { fields: importCommitFieldsSchema, fileField: IMPORT_FILE_FIELD, file: importFile },
};

/** Bodies that are one of several shapes, told apart by their keys: a good one, so the other parts are reached. */
const goodBodies: Record<string, Record<string, unknown>> = {
  'PUT /api/admin/incidents/:id': { status: 'open' },
};

const generousLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { max: 1_000_000, timeWindow: 60_000 }]),
) as RateLimits;

type Caller = { name: 'anonymous' | 'victim' | 'staff' | 'api key'; inject: Partial<InjectOptions> };
const allowedBy: Record<Access, Caller['name'][]> = {
  public: ['anonymous', 'victim', 'staff'],
  victim: ['victim'],
  staff: ['staff'],
  admin: ['staff'],
  'victim-or-staff': ['victim', 'staff'],
  'api-key': ['api key'],
};

const t = testAppForSuite({ rateLimits: generousLimits });
let callers: Caller[];
let sample: Sample;
beforeAll(async () => {
  const victim = await createVictim(t.app);
  const staff = await createStaff(t.app);
  const key = await createTestApiKey(t.app);
  const incident = await createIncident(t.app, {
    victimEmail: victim.profile.email,
    status: 'recovery_available',
    financialData: { totalLoss: '1500.00', recoveredAmount: '600.00', transactions: [] },
  });
  sample = { email: victim.profile.email, id: incident.id };
  callers = [
    { name: 'anonymous', inject: {} },
    { name: 'victim', inject: { cookies: victim.cookies } },
    { name: 'staff', inject: { headers: staff.headers } },
    { name: 'api key', inject: { headers: key.headers } },
  ];
});

let client = 0;
/** Each request from its own address, so no per-client budget answers before the schema. */
const nextAddress = () => `10.9.${Math.floor(++client / 250)}.${client % 250}`;

// Counting a request against its budget is not a write of the request's: on PostgreSQL the
// budgets' counters are rows (rate_limit_counters), and a refused request still counts.
const bookkeeping = new Set(['rateLimitCounters']);

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    if (!is(table, PgTable) || bookkeeping.has(name)) continue;
    const [row] = await t.app.db.select({ n: count() }).from(table);
    counts[name] = row!.n;
  }
  return counts;
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const apiRoutes = (): ApiRoute[] => [...t.app.apiRoutes];

/** What is wrong with an error response: every one is `{ code, message }`, sent with its code's status. */
function errorBodyProblem(response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `body is not JSON: ${response.body.slice(0, 80)}`;
  }
  const { code, message, ...rest } = body as Record<string, unknown>;
  if (!isErrorCode(code)) return `code ${String(code)} is not in src/shared/errors/codes.ts`;
  if (typeof message !== 'string' || message === '') return 'no message';
  if (Object.keys(rest).length > 0) return `more than code and message: ${Object.keys(rest).join(', ')}`;
  if (errorStatus[code] !== response.statusCode) return `status ${response.statusCode} for ${code} (${errorStatus[code]})`;
  return null;
}

describe('every route refuses bad input with a 400, and every refusal carries a code', () => {
  it('walks the same /api routes the router holds', () => {
    expect(apiRoutes().map(routeKey).sort()).toEqual(routerApiRoutes(t.app));
    // A multipart route the walk has no fields for would be walked without its form.
    const multipartRoutes = apiRoutes().filter((route) => (route.schema?.consumes as string[] | undefined)?.includes('multipart/form-data'));
    expect(multipartRoutes.map(routeKey).sort()).toEqual(Object.keys(multipartForms).sort());
  });

  it('answers NUL characters and ids past 2147483647 with 400, never 5xx, each refusal a { code, message } body, and writes nothing', { timeout: 120_000 }, async () => {
    const countsBefore = await rowCounts();
    const filesBefore = await storedFiles();
    const failures: string[] = [];
    let sent = 0;

    for (const route of apiRoutes()) {
      const requests = badRequestsFor(route, { sample, multipart: multipartForms[routeKey(route)] ?? null, body: goodBodies[routeKey(route)] });
      for (const request of requests) {
        for (const caller of callers) {
          // A key is for the integration API; the access matrix sends it everywhere else.
          if (caller.name === 'api key' && route.access !== 'api-key') continue;
          const response = await t.app.inject({
            ...request.inject,
            ...caller.inject,
            remoteAddress: nextAddress(),
          });
          sent += 1;
          const where = `${caller.name} ${routeKey(route)} (${request.label})`;
          const status = response.statusCode;
          if (status >= 500) {
            failures.push(`${where}: ${status} ${response.body}`);
            continue;
          }
          const problem = route.method === 'HEAD' || status < 400 ? null : errorBodyProblem(response);
          if (problem) failures.push(`${where}: ${problem}`);
          if (!allowedBy[route.access].includes(caller.name)) {
            // Access answers before any schema does.
            if (status !== 401 && status !== 403) failures.push(`${where}: ${status}, expected 401 or 403`);
            continue;
          }
          if (!request.mustRefuse) continue;
          if (status !== 400) {
            failures.push(`${where}: ${status}, expected 400`);
            continue;
          }
          if (route.method === 'HEAD') continue;
          const body = response.json<{ message: string; code?: string }>();
          if (body.code !== 'VALIDATION_FAILED') failures.push(`${where}: code ${String(body.code)}`);
          if (request.message !== null && body.message !== request.message) {
            failures.push(`${where}: message "${body.message}", expected "${request.message}"`);
          }
        }
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    expect(await rowCounts()).toEqual(countsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('bad input, route by route', () => {
  it('refuses a report with a NUL in its description, storing no incident and no file', async () => {
    const countsBefore = await rowCounts();
    const filesBefore = await storedFiles();
    const form = new FormData();
    form.append(EVIDENCE_FIELD, new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'proof.pdf');
    for (const [name, value] of Object.entries({
      victimEmail: 'someone@example.com',
      platformName: 'CoinVault Pro',
      incidentDate: '2025-11-03',
      lossAmount: '2500.50',
      description: 'They blocked my withdrawals\u0000 after a month.',
      fraudType: 'cryptocurrency_fraud',
    })) {
      form.append(name, value);
    }

    const response = await t.app.inject({ method: 'POST', url: '/api/report-incident', payload: form, remoteAddress: nextAddress() });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'description: must not contain a NUL character' });
    expect(await rowCounts()).toEqual(countsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('names the field of a NUL character in a query, a body or a nested key', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/search', query: { email: 'a\u0000b@example.com' } });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'email: must not contain a NUL character' });

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: sample.email, password: 'pass\u0000word' } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'password: must not contain a NUL character' });

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: sample.email, password: 'password', extra: [{ ['ke\u0000y']: 1 }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'extra.0.ke\\0y: must not contain a NUL character' });
  });

  it('accepts ids up to 2147483647 and refuses the next one with the field\'s own words', async () => {
    const [victim] = callers.filter((caller) => caller.name === 'victim');
    const highest = await t.app.inject({ method: 'GET', url: `/api/recovery-details/${MAX_ID}`, ...victim!.inject });
    expect(highest.statusCode).toBe(404);

    const tooLarge = await t.app.inject({ method: 'GET', url: `/api/recovery-details/${TOO_LARGE_ID}`, ...victim!.inject });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Please give a valid id' });

    const message = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { recipient: 'Case Manager', content: 'Hello', recoveryId: MAX_ID + 1 },
      ...victim!.inject,
    });
    expect(message.statusCode).toBe(400);
    expect(message.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'The case is missing' });
  });
});
