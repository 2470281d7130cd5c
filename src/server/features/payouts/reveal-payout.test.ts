import { describe, expect, it } from 'vitest';
import { auditLog, payoutRequests } from '../../kernel/db/schema/index';
import { encryptField } from '../../kernel/crypto/field-cipher';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createStaff } from '../../test/fixtures';
import { and, eq } from 'drizzle-orm';
import { DETAILS_UNREADABLE } from './reveal-payout';

const t = testAppForSuite();

async function payoutWith(accountDetailsEncrypted: string) {
  const incident = await createIncident(t.app, { victimEmail: 'reveal@example.com' });
  const [row] = await t.app.db
    .insert(payoutRequests)
    .values({ incidentId: incident.id, userEmail: 'reveal@example.com', amount: '85.00', payoutMethod: 'paypal', accountDetailsEncrypted, accountDetailsHint: '••••' })
    .returning();
  return row!.id;
}

describe('POST /api/admin/payout-requests/{id}/reveal with details that cannot be read', () => {
  it.each([
    ['a placeholder that was never encrypted', 'demo:not-encrypted'],
    ['a value sealed under another key', encryptField(Buffer.alloc(32, 9), 'IBAN DE89 3704 0044 0532 0130 00')],
  ])('says so plainly for %s, instead of a server error, and records no reveal', async (_, stored) => {
    const admin = await createStaff(t.app, { role: 'admin' });
    const id = await payoutWith(stored);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/payout-requests/${id}/reveal`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'PAYOUT_DETAILS_UNREADABLE', message: DETAILS_UNREADABLE });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.details_revealed'), eq(auditLog.entityId, String(id))));
    expect(audits).toEqual([]);
  });
});
