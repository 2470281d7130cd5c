import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CaseMerge, DuplicateCandidate } from '@shared/incidents/merge-schema';
import type { IncidentDetail } from '@shared/incidents/staff-schema';
import { auditLog, caseMerges, caseTags, documents, fraudIncidents, messages, payoutRequests, tags } from '../../kernel/db/schema/index';
import { createIncident, createPlatform, createVictim } from '../../test/fixtures';
import { appWithPeople } from '../../test/suite-app';

const t = appWithPeople();

async function twoReports(email?: string) {
  const victim = email ? null : await createVictim(t.app);
  const victimEmail = email ?? victim!.profile.email;
  const platform = await createPlatform(t.app);
  const kept = await createIncident(t.app, { victimEmail, platformId: platform.id, timelineEvents: [{ title: 'Reported', date: '2026-03-01', description: 'First report' }] });
  const duplicate = await createIncident(t.app, {
    victimEmail,
    platformId: platform.id,
    timelineEvents: [{ title: 'Bank called', date: '2026-03-05', description: 'The bank froze the card' }],
  });
  await t.app.db.insert(messages).values({ recoveryId: duplicate.id, sender: victimEmail, recipient: 'Case Manager', content: 'Second report, same broker', senderType: 'user' });
  await t.app.db.insert(documents).values({
    recoveryId: duplicate.id, filename: 'receipt.pdf', storageKey: `merge-test-${duplicate.id}`, mimeType: 'application/pdf', sizeBytes: 10, userEmail: victimEmail, category: 'financial', sha256: '0'.repeat(64),
  });
  return { victim, kept, duplicate };
}

const merge = (kept: { id: number; version: number }, duplicate: { id: number; version: number }, headers = t.admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/incidents/${kept.id}/merge`, headers, payload: { duplicateId: duplicate.id, keptVersion: kept.version, duplicateVersion: duplicate.version } });
const detail = async (id: number) => (await t.app.inject({ url: `/api/admin/incidents/${id}`, headers: t.admin.headers })).json<IncidentDetail>();

describe('merging duplicate cases (issue 26)', () => {
  it('proposes the same victim’s other cases with what they share, newest first', async () => {
    const { kept, duplicate } = await twoReports();
    const other = await createIncident(t.app, { victimEmail: 'someone-else@example.com' });
    const res = await t.app.inject({ url: `/api/admin/incidents/${kept.id}/duplicates`, headers: t.caseworker.headers });
    const items = res.json<{ items: DuplicateCandidate[] }>().items;
    expect(items.map((i) => i.id)).toEqual([duplicate.id]);
    expect(items[0]!.reasons).toEqual(['same_email', 'same_platform', 'close_dates']);
    expect(items[0]!.blockedBy).toBeNull();
    expect(items.map((i) => i.id)).not.toContain(other.id);
  });

  it('names the loss of each proposed case in its own currency (issue 28)', async () => {
    const victim = await createVictim(t.app);
    const kept = await createIncident(t.app, { victimEmail: victim.profile.email });
    const euros = await createIncident(t.app, { victimEmail: victim.profile.email, lossAmount: '7750.00', currency: 'EUR' });
    const res = await t.app.inject({ url: `/api/admin/incidents/${kept.id}/duplicates`, headers: t.caseworker.headers });
    const items = res.json<{ items: DuplicateCandidate[] }>().items;
    expect(items.map(({ id, lossAmount, currency }) => ({ id, lossAmount, currency }))).toEqual([{ id: euros.id, lossAmount: '7750.00', currency: 'EUR' }]);
    const back = await t.app.inject({ url: `/api/admin/incidents/${euros.id}/duplicates`, headers: t.caseworker.headers });
    expect(back.json<{ items: DuplicateCandidate[] }>().items).toMatchObject([{ id: kept.id, lossAmount: '1500.00', currency: 'USD' }]);
  });

  it('moves everything of the duplicate into the kept case in one step; the victim sees one case; undone within a day, exactly', async () => {
    const { victim, kept, duplicate } = await twoReports();
    const [tag] = await t.app.db.insert(tags).values({ name: `Merge ${Date.now()}` }).returning();
    await t.app.db.insert(caseTags).values({ incidentId: duplicate.id, tagId: tag!.id });

    expect((await merge(kept, duplicate, t.caseworker.headers)).statusCode).toBe(403);
    const res = await merge(kept, duplicate);
    expect(res.statusCode).toBe(200);
    const done = res.json<CaseMerge>();
    expect(done.moved).toMatchObject({ messages: 1, documents: 1, tags: 1 });

    const keptNow = await detail(kept.id);
    expect(keptNow.incident.timelineEvents.map((e) => e.title)).toEqual(['Reported', 'Bank called']);
    expect(keptNow.tags.map((x) => x.id)).toEqual([tag!.id]);
    const dupNow = await detail(duplicate.id);
    expect(dupNow.incident).toMatchObject({ mergedIntoId: kept.id, status: 'closed' });
    expect(await t.app.db.select().from(messages).where(eq(messages.recoveryId, kept.id))).toHaveLength(1);
    const actions = await t.app.db.select({ action: auditLog.action, entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, 'incident.merged_into'));
    expect(actions).toContainEqual({ action: 'incident.merged_into', entityId: String(duplicate.id) });

    // The victim's dashboard lists one case: the kept one.
    const dashboard = await t.app.inject({ url: '/api/dashboard', cookies: victim!.cookies });
    expect(JSON.stringify(dashboard.json())).not.toContain(`FR-${String(duplicate.id).padStart(6, '0')}`);
    expect(JSON.stringify(dashboard.json())).toContain(`FR-${String(kept.id).padStart(6, '0')}`);

    // A link mailed before the merge still opens the victim's one case: the kept one.
    const oldLink = await t.app.inject({ url: `/api/recovery-details/${duplicate.id}`, cookies: victim!.cookies });
    expect(oldLink.statusCode).toBe(200);
    expect(JSON.stringify(oldLink.json())).toContain(`FR-${String(kept.id).padStart(6, '0')}`);
    expect(JSON.stringify(oldLink.json())).not.toContain(`FR-${String(duplicate.id).padStart(6, '0')}`);

    // A second merge of the same duplicate is refused; so is a merge into a merged case.
    expect((await merge({ id: kept.id, version: keptNow.incident.version }, { id: duplicate.id, version: dupNow.incident.version })).json().code).toBe('MERGE_REFUSED');

    const undo = await t.app.inject({ method: 'POST', url: `/api/admin/case-merges/${done.id}/undo`, headers: t.admin.headers });
    expect(undo.statusCode).toBe(204);
    expect((await detail(kept.id)).incident.timelineEvents.map((e) => e.title)).toEqual(['Reported']);
    expect((await detail(kept.id)).tags).toEqual([]);
    expect((await detail(duplicate.id)).incident).toMatchObject({ mergedIntoId: null, status: 'open' });
    expect(await t.app.db.select().from(messages).where(eq(messages.recoveryId, duplicate.id))).toHaveLength(1);
    expect(await t.app.db.select().from(documents).where(eq(documents.recoveryId, duplicate.id))).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/case-merges/${done.id}/undo`, headers: t.admin.headers })).json().code).toBe('MERGE_NOT_FOUND');
  });

  it('refuses, changing nothing: another victim’s case, a stale version, an unconfirmed duplicate into a confirmed case, a duplicate holding money', async () => {
    const { kept, duplicate } = await twoReports();
    const stranger = await createIncident(t.app, { victimEmail: 'stranger@example.com' });
    expect((await merge(kept, stranger)).json()).toMatchObject({ code: 'MERGE_REFUSED', message: expect.stringContaining('same victim e-mail') });
    expect((await merge({ id: kept.id, version: kept.version + 5 }, duplicate)).json().code).toBe('STALE_VERSION');

    const blockedBy = async () =>
      (await t.app.inject({ url: `/api/admin/incidents/${kept.id}/duplicates`, headers: t.admin.headers })).json<{ items: DuplicateCandidate[] }>().items.find((i) => i.id === duplicate.id)?.blockedBy;
    await t.app.db.update(fraudIncidents).set({ confirmedAt: null, confirmedVia: null }).where(eq(fraudIncidents.id, duplicate.id));
    // The proposal says beforehand what the merge would answer.
    const refusal = (await merge(kept, duplicate)).json().message as string;
    expect(refusal).toContain('Confirm the duplicate report first');
    expect(await blockedBy()).toBe(refusal);
    await t.app.db.update(fraudIncidents).set({ confirmedAt: new Date(), confirmedVia: 'staff' }).where(eq(fraudIncidents.id, duplicate.id));

    await t.app.db.insert(payoutRequests).values({ incidentId: duplicate.id, userEmail: kept.victimEmail, amount: '10.00', payoutMethod: 'bank_transfer', accountDetailsEncrypted: 'x', accountDetailsHint: '1234' } as typeof payoutRequests.$inferInsert);
    expect((await merge(kept, duplicate)).json().message).toContain('recovered funds or payout requests');
    expect(await blockedBy()).toContain('recovered funds or payout requests');
    expect(await t.app.db.select().from(messages).where(eq(messages.recoveryId, duplicate.id))).toHaveLength(1);
    expect(await t.app.db.select().from(caseMerges).where(and(eq(caseMerges.keptId, kept.id)))).toHaveLength(0);
  });

  it('counts money held in a currency of three places as money: 0.001 dinar recovered keeps the duplicate out, as its proposal says (issue 28)', async () => {
    const { kept, duplicate } = await twoReports();
    await t.app.db
      .update(fraudIncidents)
      .set({ currency: 'KWD', lossAmount: '100.00', financialData: { totalLoss: '100.000', recoveredAmount: '0.001', transactions: [] } })
      .where(eq(fraudIncidents.id, duplicate.id));
    const refusal = (await merge(kept, duplicate)).json();
    expect(refusal).toMatchObject({ code: 'MERGE_REFUSED', message: expect.stringContaining('recovered funds or payout requests') });
    const proposed = (await t.app.inject({ url: `/api/admin/incidents/${kept.id}/duplicates`, headers: t.admin.headers })).json<{ items: DuplicateCandidate[] }>();
    expect(proposed.items.find((i) => i.id === duplicate.id)?.blockedBy).toBe(refusal.message);
    expect(await t.app.db.select().from(caseMerges).where(eq(caseMerges.keptId, kept.id))).toHaveLength(0);
  });

  it('will not undo once the kept case changed since, or after a day', async () => {
    const { kept, duplicate } = await twoReports();
    const done = (await merge(kept, duplicate)).json<CaseMerge>();
    const keptNow = await detail(kept.id);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${kept.id}`, headers: { ...t.admin.headers, 'if-match': `"${keptNow.incident.version}"` }, payload: { status: 'under_investigation' } });
    expect(edit.statusCode).toBe(200);
    const undo = await t.app.inject({ method: 'POST', url: `/api/admin/case-merges/${done.id}/undo`, headers: t.admin.headers });
    expect(undo.json().message).toContain('changed since the merge');

    const second = await twoReports();
    const old = (await merge(second.kept, second.duplicate)).json<CaseMerge>();
    await t.app.db.update(caseMerges).set({ mergedAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(caseMerges.id, old.id));
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/case-merges/${old.id}/undo`, headers: t.admin.headers })).json().message).toContain('within 24 hours');
  });
});
