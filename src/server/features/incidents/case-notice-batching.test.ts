import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, mailOutbox } from '../../kernel/db/schema/index';
import { createIncident, createStaff } from '../../test/fixtures';
import { testAppForSuite } from '../../test/suite-app';

// Several saves within a few minutes make one e-mail (issue 25), as they are queued here: the
// first waits CASE_NOTICE_DELAY_SECONDS, and what comes while it waits adds nothing.
describe('the mail that a case changed, with the wait production has', () => {
  const t = testAppForSuite({ worker: false, env: { CASE_NOTICE_DELAY_SECONDS: '300' } });

  const noticesTo = (email: string) =>
    t.app.db.select({ id: mailOutbox.id, status: mailOutbox.status }).from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'case_changed')));

  it('makes one mail of four sections saved one after another, and a new one once that has gone', async () => {
    const staff = await createStaff(t.app);
    const victimEmail = `batched-${Date.now()}@example.com`;
    const incident = await createIncident(t.app, { victimEmail });
    const put = (body: object, version: number) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${incident.id}`, headers: { ...staff.headers, 'if-match': `"${version}"` }, payload: body });
    expect((await put({ status: 'under_review' }, 1)).statusCode).toBe(200);
    expect((await put({ timelineEvents: [{ title: 'Bank replied', date: '2026-03-01', description: '' }] }, 2)).statusCode).toBe(200);
    expect((await put({ requiredDocuments: [{ name: 'ID', description: '', status: 'pending' }] }, 3)).statusCode).toBe(200);
    expect((await put({ financialData: { totalLoss: '1500.00', recoveredAmount: '100.00', transactions: [] } }, 4)).statusCode).toBe(200);
    expect(await noticesTo(victimEmail)).toEqual([{ id: expect.any(Number), status: 'queued' }]);

    // Once it has gone, the next change is news again.
    const [waiting] = await noticesTo(victimEmail);
    await t.app.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), content: null }).where(eq(mailOutbox.id, waiting!.id));
    expect((await put({ status: 'recovery_available' }, 5)).statusCode).toBe(200);
    expect((await noticesTo(victimEmail)).map((row) => row.status).sort()).toEqual(['queued', 'sent']);
  });

  it('tells the victim when a document of theirs is verified or rejected, in the same one mail', async () => {
    const staff = await createStaff(t.app);
    const victimEmail = `reviewed-${Date.now()}@example.com`;
    const incident = await createIncident(t.app, { victimEmail });
    const file = { mimeType: 'application/pdf', sizeBytes: 10, sha256: 'ab'.repeat(32), category: 'financial', status: 'pending', userEmail: victimEmail, recoveryId: incident.id } as const;
    const [first, second] = await t.app.db
      .insert(documents)
      .values([
        { ...file, filename: 'a.pdf', storageKey: `cases/${incident.id}-a.pdf` },
        { ...file, filename: 'b.pdf', storageKey: `cases/${incident.id}-b.pdf` },
      ])
      .returning();
    const review = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/documents/${id}`, headers: staff.headers, payload });
    expect((await review(first!.id, { status: 'verified' })).statusCode).toBe(200);
    expect(await noticesTo(victimEmail)).toHaveLength(1);
    expect((await review(second!.id, { status: 'rejected', reason: 'The page is cut off' })).statusCode).toBe(200);
    expect(await noticesTo(victimEmail)).toHaveLength(1);
  });
});
