import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { auditLog, documents, fraudIncidents, messages, payoutRequests, platforms, sessions, userProfiles } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createVictim } from '../../test/fixtures';
import { listStoredFiles } from '../../test/report-form';
import { samplePdf, samplePng } from '../../test/sample-files';

const t = testAppForSuite();

async function victimWithData() {
  const victim = await createVictim(t.app);
  const email = victim.profile.email;
  const incident = await createIncident(t.app, {
    victimEmail: email,
    description: 'I sent my savings to a fake broker',
    financialData: { totalLoss: '1500.00', recoveredAmount: '300.00', transactions: [] },
  });
  await t.app.inject({ method: 'POST', url: '/api/messages', cookies: victim.cookies, payload: { recipient: 'Case Manager', content: 'My private words', recoveryId: incident.id } });
  const upload = new FormData();
  upload.append('category', 'financial');
  upload.append('recoveryId', String(incident.id));
  upload.append('documents', new Blob([new Uint8Array(samplePdf())]), 'bank-statement.pdf');
  expect((await t.app.inject({ method: 'POST', url: '/api/documents', cookies: victim.cookies, payload: upload })).statusCode).toBe(201);
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/payout-requests',
        cookies: victim.cookies,
        payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: 'ACCT 99887766' },
      })
    ).statusCode,
  ).toBe(201);
  return { victim, email, incident };
}

describe('GET /api/me/export (D15)', () => {
  it('downloads everything held about me as JSON plus my files, and nothing secret', async () => {
    const { victim, email, incident } = await victimWithData();
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', cookies: victim.cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);

    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(zip[name]!));
    expect(read('profile.json').email).toBe(email);
    expect(read('incidents.json')[0]).toMatchObject({ id: incident.id, description: 'I sent my savings to a fake broker' });
    expect(read('messages.json')[0].content).toBe('My private words');
    expect(read('payout-requests.json')[0].accountDetailsMasked).toBe('•••• 7766');
    const pdf = Object.keys(zip).find((name) => name.startsWith('files/') && name.endsWith('bank-statement.pdf'));
    expect(pdf).toBeDefined();
    expect(Buffer.from(zip[pdf!]!).equals(samplePdf())).toBe(true);

    const everything = Object.values(zip).map((bytes) => Buffer.from(bytes).toString('latin1')).join('\n');
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toContain('99887766');
    expect(everything).not.toContain('v1:');
    const [audit] = await t.app.db.select().from(auditLog).where(sql`${auditLog.action} = 'victim.data_exported' and ${auditLog.actorLabel} = ${email}`);
    expect(audit).toBeDefined();
  });
});

describe('GET /api/me/export: file names (D9)', () => {
  it('names each file with the extension of its detected type', async () => {
    const victim = await createVictim(t.app);
    const png = samplePng();
    const [row] = await t.app.db
      .insert(documents)
      .values({
        filename: 'poly.png.html', storageKey: `evidence/${randomUUID()}.png`, mimeType: 'image/png', sizeBytes: png.length,
        sha256: createHash('sha256').update(png).digest('hex'), userEmail: victim.profile.email, category: 'evidence',
      })
      .returning();
    await t.app.storage.put(row!.storageKey, png);
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', cookies: victim.cookies });
    const files = Object.keys(unzipSync(new Uint8Array(res.rawPayload))).filter((name) => name.startsWith('files/'));
    expect(files).toEqual([`files/${row!.id}-poly.png`]);
  });
});

describe('POST /api/me/delete (D15)', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { victim, email } = await victimWithData();
    const res = await t.app.inject({ method: 'POST', url: '/api/me/delete', cookies: victim.cookies, payload: { password: 'wrong', confirm: 'DELETE' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Password is incorrect');
    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.email, email))).toHaveLength(1);
  });

  it('needs DELETE typed to confirm', async () => {
    const { victim } = await victimWithData();
    const res = await t.app.inject({ method: 'POST', url: '/api/me/delete', cookies: victim.cookies, payload: { password: victim.password, confirm: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Type DELETE to confirm');
  });

  it('removes personal data and files, keeps anonymous statistics, ends the session and audits it', async () => {
    const { victim, email, incident } = await victimWithData();
    const filesBefore = await listStoredFiles(t.dataDir);
    const [doc] = await t.app.db.select().from(documents).where(eq(documents.recoveryId, incident.id));

    const res = await t.app.inject({ method: 'POST', url: '/api/me/delete', cookies: victim.cookies, payload: { password: victim.password, confirm: 'DELETE' } });
    expect(res.statusCode).toBe(200);

    expect(await t.app.db.select().from(userProfiles).where(eq(userProfiles.id, victim.profile.id))).toHaveLength(0);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userProfileId, victim.profile.id))).toHaveLength(0);
    expect(await t.app.db.select().from(messages).where(eq(messages.recoveryId, incident.id))).toHaveLength(0);
    expect(await t.app.db.select().from(documents).where(eq(documents.recoveryId, incident.id))).toHaveLength(0);
    expect((await listStoredFiles(t.dataDir)).length).toBe(filesBefore.length - 1);
    expect((await listStoredFiles(t.dataDir)).some((f) => f.endsWith(doc!.storageKey.split('/').pop()!))).toBe(false);

    // The incident stays for the directory's statistics, without anything that identifies the victim.
    const [kept] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, incident.id));
    expect(kept).toMatchObject({ lossAmount: '1500.00', description: null });
    expect(kept!.victimEmail).not.toContain(email.split('@')[0]!);
    expect(await t.app.db.select().from(platforms).where(eq(platforms.id, kept!.platformId))).toHaveLength(1);
    const [payout] = await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.incidentId, incident.id));
    expect(payout).toMatchObject({ amount: '255.00', accountDetailsHint: '(removed)' });
    expect(payout!.userEmail).not.toBe(email);

    const [audit] = await t.app.db.select().from(auditLog).where(sql`${auditLog.action} = 'victim.account_deleted' and ${auditLog.entityId} = ${String(victim.profile.id)}`);
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).not.toContain(email);

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: victim.cookies })).statusCode).toBe(401);
    const search = await t.app.inject({ method: 'GET', url: `/api/search?email=${encodeURIComponent(email)}` });
    expect(search.json()).toEqual([]);
  });
});
