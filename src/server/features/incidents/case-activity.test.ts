import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseActivityPage } from '@shared/incidents/case-activity';
import { documents, mailOutbox, messages, moneyTrails, payoutRequests, recoveryApplications } from '../../kernel/db/schema/index';
import { createIncident, createStaff } from '../../test/fixtures';
import { testAppForSuite } from '../../test/suite-app';

// Issue 25: one case, one timeline. Everything that happened on the case, newest first, each kind
// from where it is kept; filterable by kind; the mails to the victim by subject and state only.

const t = testAppForSuite();
let staff: Awaited<ReturnType<typeof createStaff>>;
let incidentId: number;
let otherId: number;
const victimEmail = 'activity@example.org';
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 9, day, hour));

beforeAll(async () => {
  staff = await createStaff(t.app, { role: 'caseworker' });
  const [incident, other] = await Promise.all([createIncident(t.app, { victimEmail }), createIncident(t.app, { victimEmail: 'other@example.org' })]);
  incidentId = incident.id;
  otherId = other.id;
  // A status change through the API: its audit row is the case's change.
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/incidents/${incidentId}?tellVictim=false`,
    headers: { ...staff.headers, 'if-match': '"1"' },
    payload: { status: 'under_investigation' },
  });
  expect(put.statusCode).toBe(200);
  await t.app.db.insert(messages).values([
    { recoveryId: incidentId, sender: victimEmail, recipient: 'Case Manager', senderType: 'user', subject: 'Any news?', content: 'I sent the screenshots.', createdAt: at(2) },
    { recoveryId: incidentId, sender: 'staff', recipient: victimEmail, senderType: 'staff', content: 'Thank you, we have them.', staffDisplayName: 'Robin Reyes', createdAt: at(3) },
    { recoveryId: incidentId, sender: 'staff', recipient: 'Case team', senderType: 'staff', content: 'Bank contact is slow.', internal: true, staffDisplayName: 'Robin Reyes', createdAt: at(4) },
    { recoveryId: otherId, sender: 'other@example.org', recipient: 'Case Manager', senderType: 'user', content: 'Not this case', createdAt: at(5) },
  ]);
  await t.app.db.insert(documents).values({
    filename: 'bank-statement.pdf',
    storageKey: `activity-${Date.now()}`,
    mimeType: 'application/pdf',
    sizeBytes: 1000,
    sha256: '0'.repeat(64),
    userEmail: victimEmail,
    category: 'evidence',
    status: 'rejected',
    rejectionReason: 'The page is cut off',
    recoveryId: incidentId,
    uploadDate: at(6),
  });
  await t.app.db.insert(moneyTrails).values({ incidentId, transactionType: 'transfer', amount: '500.00', currency: 'USD', toAccount: 'Mule account', transactionDate: at(7), status: 'suspicious' });
  await t.app.db.insert(payoutRequests).values({
    incidentId,
    userEmail: victimEmail,
    amount: '850.00',
    currency: 'USD',
    payoutMethod: 'bank_transfer',
    accountDetailsEncrypted: 'not read here',
    accountDetailsHint: '5555',
    status: 'rejected',
    requestDate: at(8),
    processedDate: at(9),
    rejectionReason: 'The account is not in your name',
  });
  await t.app.db.insert(recoveryApplications).values({
    incidentId,
    fullName: 'Maria Lopez',
    email: victimEmail,
    country: 'uk',
    platformName: 'Lunawave',
    fraudType: 'investment_scam',
    incidentDate: '2026-09-01',
    lossAmount: '1500.00',
    incidentDescription: 'Words of the application',
    acceptTerms: true,
    status: 'pending',
    submittedAt: at(10),
  });
  await t.app.db.insert(mailOutbox).values([
    { kind: 'case_reply', recipient: victimEmail, subject: 'A reply on your case', content: 'secret body', status: 'sent', incidentId, createdAt: at(11) },
    { kind: 'case_changed', recipient: victimEmail, subject: 'Your case was updated', status: 'failed', lastResponse: 'Not sent: no mail server is set', incidentId, createdAt: at(1) },
    { kind: 'case_changed', recipient: victimEmail, subject: 'Refused', status: 'failed', lastResponse: '550 5.1.1 No such user', incidentId, createdAt: at(1, 8) },
  ]);
});

const activity = (query = '', id = incidentId) => t.app.inject({ method: 'GET', url: `/api/admin/incidents/${id}/activity?${query}`, headers: staff.headers });

describe("a case's activity (issue 25)", () => {
  it('lists every kind of the case, newest first, and nothing of another case', async () => {
    const res = await activity('pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<CaseActivityPage>();
    const titles = page.items.map((item) => item.title);
    expect(titles.slice(0, 10)).toEqual([
      // The status change happened now; the rest on the days of October given above.
      'incident.update.status',
      'E-mail: A reply on your case',
      expect.stringMatching(/^Application RA-\d{6} from Maria Lopez$/),
      'Payout rejected',
      'Payout requested: 850.00 USD',
      'Transfer of 500.00 USD',
      'File added: bank-statement.pdf',
      'Internal note',
      'The case team wrote',
      'The victim wrote',
    ]);
    expect(page.total).toBe(page.items.length);
    expect(JSON.stringify(page)).not.toContain('Not this case');
    const byTitle = new Map(page.items.map((item) => [item.title, item]));
    expect(byTitle.get('incident.update.status')).toMatchObject({ kind: 'change', action: 'incident.update.status', by: staff.admin.username });
    expect(byTitle.get('Internal note')).toMatchObject({ kind: 'message', internal: true, detail: 'Bank contact is slow.', by: 'Robin Reyes' });
    expect(byTitle.get('The victim wrote')).toMatchObject({ internal: false, detail: 'Any news?: I sent the screenshots.', by: 'Victim' });
    expect(byTitle.get('File added: bank-statement.pdf')).toMatchObject({ kind: 'document', detail: 'Rejected: The page is cut off' });
    expect(byTitle.get('Payout rejected')).toMatchObject({ kind: 'payout', detail: 'The account is not in your name' });
    // A mail by its subject and state, never its body.
    expect(byTitle.get('E-mail: A reply on your case')).toMatchObject({ kind: 'mail', detail: 'Sent' });
    expect(JSON.stringify(page)).not.toContain('secret body');
    // Not sent, in the mail server's words, said once.
    expect(byTitle.get('E-mail: Your case was updated')!.detail).toBe('Not sent: no mail server is set');
    expect(byTitle.get('E-mail: Refused')!.detail).toBe('Not sent: 550 5.1.1 No such user');
  });

  it('narrows to one kind, and pages', async () => {
    const mails = (await activity('kind=message')).json<CaseActivityPage>();
    expect(mails.items.map((item) => item.kind)).toEqual(['message', 'message', 'message']);
    expect(mails.total).toBe(3);
    const first = (await activity('kind=message&pageSize=2')).json<CaseActivityPage>();
    const second = (await activity('kind=message&pageSize=2&page=2')).json<CaseActivityPage>();
    expect([...first.items, ...second.items].map((item) => item.key)).toEqual(mails.items.map((item) => item.key));
  });

  it('answers 404 for no such case and 400 for a kind it does not know', async () => {
    expect((await activity('', 2_000_000_000)).statusCode).toBe(404);
    const bad = await activity('kind=gossip');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Choose a kind of activity from the list');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incidentId}/activity` })).statusCode).toBe(401);
  });
});
