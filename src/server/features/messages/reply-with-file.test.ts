import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MessageView } from '@shared/messages/schema';
import type { StaffThread, StaffThreadMessage } from '@shared/messages/staff-schema';
import { auditLog, documents, messages } from '../../kernel/db/schema/index';
import { createIncident, createVictim } from '../../test/fixtures';
import { sampleExe, samplePdf } from '../../test/sample-files';
import { appWithPeople } from '../../test/suite-app';

const t = appWithPeople();

/** The reply form's multipart body: its text fields, then the file under `file`. */
function replyForm(fields: Record<string, string>, files: { name: string; data: Buffer }[] = []): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  return data;
}

const reply = (incidentId: number, payload: FormData | object, headers = t.caseworker.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/messages/with-file`, headers, payload });

async function stored(incidentId: number) {
  const [rows, files] = await Promise.all([
    t.app.db.select().from(messages).where(eq(messages.recoveryId, incidentId)),
    t.app.db.select().from(documents).where(eq(documents.recoveryId, incidentId)),
  ]);
  return { messages: rows.length, documents: files.length };
}

describe('a reply with a file from the case team (issue 26)', () => {
  it('stores the file as a case document with the reply in one step; the victim reads the reply and opens the file', async () => {
    const victim = await createVictim(t.app);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email });
    const pdf = samplePdf();
    const res = await reply(incident.id, replyForm({ content: 'The bank wrote back; their letter is attached.', role: 'Legal Advisor' }, [{ name: 'bank-letter.pdf', data: pdf }]));
    expect(res.statusCode).toBe(201);
    const message = res.json<StaffThreadMessage>();
    expect(message).toMatchObject({ content: 'The bank wrote back; their letter is attached.', internal: false, attachment: { filename: 'bank-letter.pdf', mimeType: 'application/pdf', sizeBytes: pdf.length } });

    const [document] = await t.app.db.select().from(documents).where(eq(documents.id, message.attachment!.documentId));
    expect(document).toMatchObject({ recoveryId: incident.id, userEmail: victim.profile.email, category: 'communication', status: 'verified', uploadedByAdminId: t.caseworker.admin.id });
    const audited = await t.app.db.select({ action: auditLog.action, after: auditLog.after }).from(auditLog).where(eq(auditLog.entityId, String(document!.id)));
    expect(audited.map((row) => row.action)).toContain('document.uploaded_by_staff');
    const [replied] = await t.app.db.select({ after: auditLog.after }).from(auditLog).where(and(eq(auditLog.action, 'message.replied'), eq(auditLog.entityId, String(incident.id))));
    expect(replied?.after).toMatchObject({ messageId: message.id, documentId: document!.id });

    const seen = (await t.app.inject({ url: `/api/messages?recoveryId=${incident.id}`, cookies: victim.cookies })).json<MessageView[]>();
    expect(seen.find((m) => m.id === message.id)?.attachment).toEqual(message.attachment);
    const download = await t.app.inject({ url: `/api/documents/${document!.id}/download`, cookies: victim.cookies });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // Another victim cannot open it.
    const stranger = await createVictim(t.app);
    expect((await t.app.inject({ url: `/api/documents/${document!.id}/download`, cookies: stranger.cookies })).statusCode).toBe(404);

    const thread = (await t.app.inject({ url: `/api/admin/incidents/${incident.id}/messages`, headers: t.admin.headers })).json<StaffThread>();
    expect(thread.messages.find((m) => m.id === message.id)?.attachment).toEqual(message.attachment);

    // A deleted document leaves the reply, without its file.
    await t.app.db.delete(documents).where(eq(documents.id, document!.id));
    const after = (await t.app.inject({ url: `/api/messages?recoveryId=${incident.id}`, cookies: victim.cookies })).json<MessageView[]>();
    expect(after.find((m) => m.id === message.id)?.attachment).toBeNull();
  });

  it('refuses a file that is not what it claims, a file on an internal note, a reply without words or file, and stores nothing', async () => {
    const incident = await createIncident(t.app, { victimEmail: 'refusals@example.com' });
    const cases = [
      { form: replyForm({ content: 'Here it is.', role: 'Case Manager' }, [{ name: 'letter.pdf', data: sampleExe() }]), status: 415, code: 'FILE_TYPE_REFUSED' },
      { form: replyForm({ content: 'For the team.', role: 'Case Manager', internal: 'true' }, [{ name: 'letter.pdf', data: samplePdf() }]), status: 400, code: 'VALIDATION_FAILED' },
      { form: replyForm({ content: '   ', role: 'Case Manager' }, [{ name: 'letter.pdf', data: samplePdf() }]), status: 400, code: 'VALIDATION_FAILED' },
      { form: replyForm({ content: 'Here it is.', role: 'Director' }, [{ name: 'letter.pdf', data: samplePdf() }]), status: 400, code: 'VALIDATION_FAILED' },
      { form: replyForm({ content: 'Here it is.', role: 'Case Manager' }), status: 400, code: 'VALIDATION_FAILED' },
    ];
    for (const { form, status, code } of cases) {
      const res = await reply(incident.id, form);
      expect(res.statusCode, code).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const json = await reply(incident.id, { content: 'No file', role: 'Case Manager' });
    expect(json.statusCode).toBe(415);
    expect(await stored(incident.id)).toEqual({ messages: 0, documents: 0 });
  });

  it('is for staff only, and only on a case that exists', async () => {
    const incident = await createIncident(t.app, { victimEmail: 'who@example.com' });
    const form = () => replyForm({ content: 'Hello', role: 'Case Manager' }, [{ name: 'a.pdf', data: samplePdf() }]);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incident.id}/messages/with-file`, cookies: t.victim.cookies, payload: form() })).statusCode).toBe(401);
    expect((await reply(99_999_999, form())).statusCode).toBe(404);
    expect(await stored(incident.id)).toEqual({ messages: 0, documents: 0 });
  });
});
