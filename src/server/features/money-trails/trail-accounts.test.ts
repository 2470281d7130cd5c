import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LinkedCase, StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { auditLog, moneyTrails } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createStaff } from '../../test/fixtures';

// Issue 28, D32: an IBAN in a money trail is checked by its check digits and kept electronic, a phone
// number written with its country code is checked and kept in E.164, so linked cases match on
// the real account however it was typed; a bad one is refused and changes nothing.

const t = testAppForSuite();
let caseworker: Awaited<ReturnType<typeof createStaff>>;
let first: { id: number };
let second: { id: number };

beforeAll(async () => {
  caseworker = await createStaff(t.app, { role: 'caseworker' });
  first = await createIncident(t.app, { victimEmail: 'iban.first@example.com' });
  second = await createIncident(t.app, { victimEmail: 'iban.second@example.com' });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: caseworker.headers, payload });

const trail = (values: object = {}) => ({
  incidentId: first.id,
  transactionType: 'transfer',
  amount: '250.00',
  currency: 'EUR',
  toAccount: 'GB82 WEST 1234 5698 7654 32',
  transactionDate: '2026-03-02',
  ...values,
});

const trailCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(moneyTrails))[0]!.n;

describe('accounts in money trails (issue 28)', () => {
  it('keeps an IBAN electronic and a phone number in E.164, and anything else as typed', async () => {
    const res = await call('POST', '/money-trails', trail({ toAccount: 'gb82 west 1234 5698 7654 32', fromAccount: '+44 20 7946 0958' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<StaffMoneyTrail>()).toMatchObject({ toAccount: 'GB82WEST12345698765432', fromAccount: '+442079460958' });
    const words = await call('POST', '/money-trails', trail({ toAccount: 'Mule account 12345678 (J. Smith)' }));
    expect(words.json<StaffMoneyTrail>().toAccount).toBe('Mule account 12345678 (J. Smith)');
  });

  it('refuses an IBAN whose check digits do not hold, or a phone number that is none, on create and on edit, changing nothing', async () => {
    const before = await trailCount();
    const auditsBefore = (await t.app.db.select().from(auditLog).where(eq(auditLog.entityType, 'money_trail'))).length;
    for (const [payload, message] of [
      [trail({ toAccount: 'GB82 WEST 1234 5698 7654 33' }), 'That IBAN does not add up (its check digits do not match): check it against the statement'],
      [trail({ fromAccount: 'DE89 3704 0044 0532 0130' }), 'That IBAN has the wrong number of characters for DE: check it against the statement'],
      [trail({ toAccount: '+44 12' }), 'That phone number is not a valid one: write it with its country code, for example +44 20 7946 0958'],
    ] as const) {
      const res = await call('POST', '/money-trails', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await trailCount()).toBe(before);

    const kept = (await call('POST', '/money-trails', trail())).json<StaffMoneyTrail>();
    const edit = await call('PUT', `/money-trails/${kept.id}`, trail({ toAccount: 'GB82 WEST 1234 5698 7654 31', description: 'changed' }));
    expect(edit.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(moneyTrails).where(eq(moneyTrails.id, kept.id));
    expect(row).toMatchObject({ toAccount: 'GB82WEST12345698765432', description: null });
    // One audit row for the one trail that was made; none for anything refused.
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.entityType, 'money_trail'))).length).toBe(auditsBefore + 1);
  });

  it('links cases on the real phone number, however each wrote it', async () => {
    await call('POST', '/money-trails', trail({ incidentId: first.id, toAccount: '+1 (202) 555-0143' }));
    await call('POST', '/money-trails', trail({ incidentId: second.id, toAccount: '001 202 555 0143' }));
    const linked = (await call('GET', `/incidents/${first.id}/linked`)).json<LinkedCase[]>();
    expect(linked).toContainEqual(expect.objectContaining({ incidentId: second.id, field: 'toAccount', value: '+12025550143' }));
  });
});
