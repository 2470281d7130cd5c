import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../kernel/db/schema/index';
import { validApplication } from '../../test/application-form';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createVictim } from '../../test/fixtures';
import { samplePdf } from '../../test/sample-files';
import { postReport, reportForm, validReport } from '../../test/report-form';

// Issue 23: every change a person makes writes its audit row, a victim's included, in the same
// transaction as the change; the row says what happened and to what, never the words or the file.
const t = testAppForSuite({ rateLimits: {} });

const rowsFor = (entityType: string, entityId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))));

describe("a victim's changes are audited", () => {
  it('a report: by the signed-in owner under their profile, by anyone else without an address', async () => {
    const victim = await createVictim(t.app);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/report-incident',
      cookies: victim.cookies,
      payload: reportForm(validReport({ victimEmail: victim.profile.email }), [{ name: 'proof.pdf', data: samplePdf() }]),
    });
    expect(own.statusCode).toBe(201);
    const ownRows = await rowsFor('fraud_incident', own.json<{ incident: { id: number } }>().incident.id);
    expect(ownRows).toEqual([
      expect.objectContaining({
        action: 'incident.reported',
        actorType: 'victim',
        actorId: String(victim.profile.id),
        actorLabel: victim.profile.email,
        after: { confirmed: true, evidenceFiles: 1 },
      }),
    ]);
    expect(ownRows[0]!.ip).toBeTruthy();

    const stranger = await postReport(t.app, reportForm(validReport({ victimEmail: 'someone-else@example.org' })));
    expect(stranger.statusCode).toBe(201);
    const strangerRows = await rowsFor('fraud_incident', stranger.json<{ incident: { id: number } }>().incident.id);
    expect(strangerRows).toEqual([
      expect.objectContaining({ action: 'incident.reported', actorType: 'victim', actorId: null, actorLabel: 'Not signed in', after: { confirmed: false, evidenceFiles: 0 } }),
    ]);
    // An unproven address is not written into the audit log (D18).
    expect(JSON.stringify(strangerRows)).not.toContain('someone-else@example.org');
  });

  it('an application, a message and an upload, each with its own row and none of its content', async () => {
    const victim = await createVictim(t.app);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email });

    const applied = await t.app.inject({ method: 'POST', url: '/api/recovery-applications', cookies: victim.cookies, payload: validApplication(victim.profile.email) });
    expect(applied.statusCode).toBe(201);
    expect(await rowsFor('recovery_application', applied.json<{ id: number }>().id)).toEqual([
      expect.objectContaining({ action: 'application.submitted', actorId: String(victim.profile.id), after: { verified: true, incidentId: null } }),
    ]);

    const words = 'My bank says the transfer went to account 12345678.';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      cookies: victim.cookies,
      payload: { recoveryId: incident.id, recipient: 'Case Manager', content: words },
    });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json<{ messages: { id: number }[] }>().messages[0]!.id;
    const messageRows = await rowsFor('message', messageId);
    expect(messageRows).toEqual([
      expect.objectContaining({ action: 'message.sent', actorId: String(victim.profile.id), after: { incidentId: incident.id, recipient: 'Case Manager' } }),
    ]);
    expect(JSON.stringify(messageRows)).not.toContain('12345678');

    const form = new FormData();
    form.append('category', 'financial');
    form.append('recoveryId', String(incident.id));
    form.append('documents', new Blob([new Uint8Array(samplePdf())]), 'statement.pdf');
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/documents', cookies: victim.cookies, payload: form });
    expect(uploaded.statusCode).toBe(201);
    const documentId = uploaded.json<{ id: number }[]>()[0]!.id;
    expect(await rowsFor('document', documentId)).toEqual([
      expect.objectContaining({
        action: 'document.uploaded',
        actorId: String(victim.profile.id),
        after: { incidentId: incident.id, category: 'financial', sizeBytes: samplePdf().length },
      }),
    ]);
  });

  it('a refused change writes no row', async () => {
    const victim = await createVictim(t.app);
    const other = await createIncident(t.app, { victimEmail: 'not-them@example.org' });
    const before = (await t.app.db.select().from(auditLog)).length;
    const refused = await t.app.inject({ method: 'POST', url: '/api/messages', cookies: victim.cookies, payload: { recoveryId: other.id, recipient: 'Case Manager', content: 'hello' } });
    expect(refused.statusCode).toBe(404);
    expect((await t.app.db.select().from(auditLog)).length).toBe(before);
  });
});
