import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from './db/schema/index';
import { createToken } from '../features/auth/tokens';
import { unsubscribeToken } from '../features/notifications/unsubscribe-token';
import { redactUrl, serializeError } from './logging';
import { testAppForSuite } from '../test/suite-app';
import { createVictim } from '../test/fixtures';

const lines: string[] = [];
const t = testAppForSuite({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
beforeAll(async () => {
  // Makes the export's audit insert fail in the database, with the victim's data as its parameters.
  await t.app.db.execute(sql`alter table audit_log add constraint no_exports_in_this_test check (action <> 'victim.data_exported')`);
});

describe('the request log', () => {
  it('records method, path and status, but no token, searched address or query parameter', async () => {
    const tokens = Array.from({ length: 5 }, () => createToken());
    const victim = await createVictim(t.app, 'private.person@example.com');
    lines.length = 0;

    await t.app.inject({ method: 'GET', url: `/api/verify/${tokens[0]}` });
    await t.app.inject({ method: 'POST', url: `/api/verify/${tokens[1]}/complete`, payload: {} });
    await t.app.inject({ method: 'GET', url: '/api/search?email=someone@example.com' });
    await t.app.inject({ method: 'GET', url: `/api/search/results?token=${tokens[2]}` });
    await t.app.inject({ method: 'GET', url: `/?results=${tokens[3]}` });
    await t.app.inject({ method: 'GET', url: `/api/report-confirmations/${tokens[4]}` });
    await t.app.inject({ method: 'GET', url: '/api/verify/someone%40example.com' });
    // Unsubscribe links are signed, `<account id>.<signature>`: the dot must not hide the token.
    const unsubscribe = unsubscribeToken('a-session-secret-of-at-least-32-characters', 42);
    await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${unsubscribe}` });
    await t.app.inject({ method: 'GET', url: `/unsubscribe/${unsubscribe}` });
    const failed = await t.app.inject({ method: 'GET', url: '/api/me/export', cookies: victim.cookies });
    expect(failed.statusCode).toBe(500);

    const log = lines.join('');
    for (const secret of [...tokens, unsubscribe.split('.')[1]!, 'someone@example.com', 'someone%40example.com', 'private.person@example.com']) {
      expect(log).not.toContain(secret);
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const paths = entries.flatMap((entry) => (entry.req ? [(entry.req as { path: string }).path] : []));
    expect(paths).toEqual([
      '/api/verify/[redacted]',
      '/api/verify/[redacted]/complete',
      '/api/search',
      '/api/search/results',
      '/',
      '/api/report-confirmations/[redacted]',
      '/api/verify/[redacted]',
      '/api/unsubscribe/[redacted]',
      '/unsubscribe/[redacted]',
      '/api/me/export',
    ]);
    expect(entries.filter((entry) => entry.msg === 'request completed').map((entry) => (entry.res as { statusCode: number }).statusCode)).toContain(500);
    const failure = entries.find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "audit_log"/),
      cause: { code: '23514' },
    });
  });
});

describe('serializeError', () => {
  it('keeps type, message, code and stack of a failed query, and none of its values', async () => {
    let error: unknown;
    try {
      await t.app.db.insert(auditLog).values({
        actorType: 'victim',
        actorLabel: 'Lost 4,200 USD to a fake exchange',
        action: 'victim.data_exported',
        entityType: 'user_profile',
      });
    } catch (caught) {
      error = caught;
    }
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain('fake exchange');
    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain('fake exchange');
    expect(logged.type).toBe('DrizzleQueryError');
    expect(logged.message).toMatch(/^Failed query: insert into "audit_log" .*\$1/);
    expect(logged.stack).toContain('Failed query: insert into "audit_log"');
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(logged.cause?.code).toBe('23514');
  });

  it('drops the parameters postgres.js attaches, at any depth', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "user_profiles_email_unique"'), {
      code: '23505',
      constraint_name: 'user_profiles_email_unique',
      detail: 'Key (email)=(private.person@example.com) already exists.',
      parameters: ['private.person@example.com', 'Private Person'],
    });
    const logged = serializeError(new Error('could not save', { cause: driverError }));
    expect(JSON.stringify(logged)).not.toContain('private.person');
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'user_profiles_email_unique' });
  });
});

describe('redactUrl', () => {
  it('keeps route words and short ids, drops the query, redacts tokens and addresses', () => {
    expect(redactUrl('/api/admin/incidents/42/timeline-events?x=1')).toBe('/api/admin/incidents/42/timeline-events');
    expect(redactUrl('/recovery-details/7#top')).toBe('/recovery-details/7');
    expect(redactUrl('/assets/index-B7x9aQ2c.js')).toBe('/assets/index-B7x9aQ2c.js');
    expect(redactUrl('/assets/recovery-details-Ck_3x9aQ.js')).toBe('/assets/recovery-details-Ck_3x9aQ.js');
    expect(redactUrl('/assets/index-B7x9aQ2c.js.map')).toBe('/assets/index-B7x9aQ2c.js.map');
    expect(redactUrl('/api/unsubscribe/42.q0R-aX8TzL1mW3pY7bK9vN2cF5hJ4dG6')).toBe('/api/unsubscribe/[redacted]');
    expect(redactUrl('/unsubscribe/42.q0R-aX8TzL1mW3pY7bK9vN2cF5hJ4dG6?x=1')).toBe('/unsubscribe/[redacted]');
    expect(redactUrl(`/x/${createToken()}.pdf`)).toBe('/x/[redacted]');
    expect(redactUrl(`/api/verify/${createToken()}/complete`)).toBe('/api/verify/[redacted]/complete');
    expect(redactUrl('/api/users/jane.doe@example.org')).toBe('/api/users/[redacted]');
    expect(redactUrl('/api/users/jane.doe%40example.org/export')).toBe('/api/users/[redacted]/export');
  });
});
