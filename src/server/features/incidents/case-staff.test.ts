import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetails } from '@shared/cases/schema';
import type { CaseStaffList } from '@shared/incidents/case-staff';
import type { PayoutSummary } from '@shared/payouts/schema';
import { auditLog, caseStaff, mailOutbox } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';

// D17: who works a case is a relation to staff accounts, and nobody widens their own powers by it.

const t = testAppForSuite();
let admin: Awaited<ReturnType<typeof createStaff>>;
let robin: Awaited<ReturnType<typeof createStaff>>;
let sam: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  [admin, robin, sam] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' }), createStaff(t.app, { role: 'caseworker' })]);
});

const add = (incidentId: number, payload: object, who = robin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/staff`, headers: who.headers, payload });
const confirm = (incidentId: number, adminId: number, who = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/staff/${adminId}/confirm`, headers: who.headers });
const remove = (incidentId: number, adminId: number, who = robin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/incidents/${incidentId}/staff/${adminId}`, headers: who.headers });
const rows = (incidentId: number) => t.app.db.select().from(caseStaff).where(eq(caseStaff.incidentId, incidentId));

/** A case with a payout request on it, so whether its account details open can be asked. */
async function caseWithPayout() {
  const victim = await createVictim(t.app);
  const incident = await createIncident(t.app, { victimEmail: victim.profile.email, financialData: { totalLoss: '900.00', recoveredAmount: '500.00', transactions: [] } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payout-requests',
    cookies: victim.cookies,
    payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: 'Own bank, account 55501234' },
  });
  expect(res.statusCode).toBe(201);
  const reveal = (who: typeof robin) => t.app.inject({ method: 'POST', url: `/api/admin/payout-requests/${res.json<PayoutSummary>().id}/reveal`, headers: who.headers });
  return { incident, victim, reveal };
}

describe('a caseworker and the case team (D17)', () => {
  it('may take a case nobody is on, for casework: the account details stay closed until an admin confirms', async () => {
    const { incident, reveal } = await caseWithPayout();
    const taken = await add(incident.id, {});
    expect(taken.statusCode).toBe(201);
    expect(taken.json<CaseStaffList>().members).toMatchObject([{ adminId: robin.admin.id, confirmed: false, role: 'Case Manager', addedBy: robin.admin.displayName }]);
    expect((await reveal(robin)).statusCode).toBe(403);

    // Confirming is an admin's: the caseworker cannot confirm themselves.
    const self = await confirm(incident.id, robin.admin.id, robin);
    expect(self.statusCode).toBe(403);
    expect((await rows(incident.id))[0]!.confirmedAt).toBeNull();

    const confirmed = await confirm(incident.id, robin.admin.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<CaseStaffList>().members[0]).toMatchObject({ confirmed: true, confirmedBy: admin.admin.displayName });
    expect((await reveal(robin)).statusCode).toBe(200);
    const audits = await t.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'fraud_incident'), eq(auditLog.entityId, String(incident.id))));
    expect(audits).toEqual([
      { action: 'incident.staff_took_case', actorId: String(robin.admin.id) },
      // The first person on a case owns it.
      { action: 'incident.owner_assigned', actorId: String(robin.admin.id) },
      { action: 'incident.staff_confirmed', actorId: String(admin.admin.id) },
    ]);
  });

  it('may not join a case someone is already on, nor put anyone else on a case, and nothing is written', async () => {
    const { incident, reveal } = await caseWithPayout();
    const other = await add(incident.id, { adminId: sam.admin.id });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 'CASE_STAFF_NOT_ALLOWED', message: 'Only an admin can put someone else on a case' });
    expect(await rows(incident.id)).toEqual([]);

    expect((await add(incident.id, {}, sam)).statusCode).toBe(201);
    const late = await add(incident.id, { adminId: robin.admin.id });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe('This case already has staff on it. Ask an admin to add you, so that nobody gives themselves access to a case');
    expect((await rows(incident.id)).map((r) => r.adminUserId)).toEqual([sam.admin.id]);
    expect((await reveal(robin)).statusCode).toBe(403);
  });

  it('lets exactly one of two caseworkers taking the same unassigned case at once have it', async () => {
    const incident = await createIncident(t.app, { victimEmail: 'race@example.com' });
    const results = await Promise.all([add(incident.id, {}, robin), add(incident.id, {}, sam)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect(await rows(incident.id)).toHaveLength(1);
  });

  it('may leave a case, but not take someone else off it', async () => {
    const incident = await createIncident(t.app, { victimEmail: 'leave@example.com' });
    expect((await add(incident.id, { adminId: sam.admin.id }, admin)).statusCode).toBe(201);
    expect((await add(incident.id, { adminId: robin.admin.id, role: 'Legal Advisor' }, admin)).statusCode).toBe(201);
    const others = await remove(incident.id, sam.admin.id);
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe('Only an admin can take someone else off a case');
    const left = await remove(incident.id, robin.admin.id);
    expect(left.statusCode).toBe(200);
    expect(left.json<CaseStaffList>().members.map((m) => m.adminId)).toEqual([sam.admin.id]);
    expect((await remove(incident.id, robin.admin.id)).statusCode).toBe(404);
  });
});

describe('an admin and the case team', () => {
  it('assigns anyone, confirmed at once; refuses a disabled or unknown account and a second place for the same person', async () => {
    const { incident, reveal } = await caseWithPayout();
    const res = await add(incident.id, { adminId: robin.admin.id, role: 'Legal Advisor' }, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json<CaseStaffList>().members).toMatchObject([{ adminId: robin.admin.id, role: 'Legal Advisor', confirmed: true, staffRole: 'caseworker' }]);
    expect((await reveal(robin)).statusCode).toBe(200);
    expect((await add(incident.id, { adminId: robin.admin.id }, admin)).json().message).toBe('This staff member is already on the case');
    const unknown = await add(incident.id, { adminId: 999_999 }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This staff account does not exist or is disabled');
    expect((await add(999_999, { adminId: robin.admin.id }, admin)).statusCode).toBe(404);
    expect((await add(incident.id, { adminId: 'robin' }, admin)).statusCode).toBe(400);
  });
});

describe("the case's owner", () => {
  const giveTo = (incidentId: number, adminId: number, who = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/staff/${adminId}/owner`, headers: who.headers });
  const ownerOf = async (incidentId: number) => (await rows(incidentId)).filter((row) => row.isOwner).map((row) => row.adminUserId);
  const mailsTo = (email: string) =>
    t.app.db.select({ subject: mailOutbox.subject, kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.recipient, email));

  it('is the first person on the case; an admin gives it to another, who is told by e-mail, and the one before stays on it', async () => {
    const { incident } = await caseWithPayout();
    const robinsMails = (await mailsTo(robin.admin.email!)).length;
    expect((await add(incident.id, {})).statusCode).toBe(201);
    expect(await ownerOf(incident.id)).toEqual([robin.admin.id]);
    // Taking a case oneself sends no mail to oneself.
    expect(await mailsTo(robin.admin.email!)).toHaveLength(robinsMails);

    expect((await add(incident.id, { adminId: sam.admin.id }, admin)).json<CaseStaffList>().members.map((m) => [m.adminId, m.owner])).toEqual([
      [robin.admin.id, true],
      [sam.admin.id, false],
    ]);
    const given = await giveTo(incident.id, sam.admin.id);
    expect(given.statusCode).toBe(200);
    expect(given.json<CaseStaffList>().members.map((m) => [m.adminId, m.owner])).toEqual([
      [robin.admin.id, false],
      [sam.admin.id, true],
    ]);
    const reference = `FR-${String(incident.id).padStart(6, '0')}`;
    expect(await mailsTo(sam.admin.email!)).toContainEqual({ kind: 'case_assigned', subject: `${reference} is now yours` });
    const [audit] = await t.app.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incident.owner_assigned'), eq(auditLog.entityId, String(incident.id)), eq(auditLog.actorId, String(admin.admin.id))));
    expect(audit).toMatchObject({ before: { adminId: robin.admin.id }, after: { adminId: sam.admin.id } });

    // Giving it to the owner again changes and sends nothing.
    const mailsBefore = (await mailsTo(sam.admin.email!)).length;
    expect((await giveTo(incident.id, sam.admin.id)).statusCode).toBe(200);
    expect(await mailsTo(sam.admin.email!)).toHaveLength(mailsBefore);
  });

  it('an admin may add someone as the owner at once', async () => {
    const { incident } = await caseWithPayout();
    await add(incident.id, { adminId: robin.admin.id }, admin);
    const res = await add(incident.id, { adminId: sam.admin.id, owner: true }, admin);
    expect(res.json<CaseStaffList>().members.filter((m) => m.owner).map((m) => m.adminId)).toEqual([sam.admin.id]);
  });

  it('is not a caseworker to give, to themselves or anyone, and only someone on the case can have it', async () => {
    const { incident } = await caseWithPayout();
    await add(incident.id, { adminId: sam.admin.id }, admin);
    await add(incident.id, { adminId: robin.admin.id }, admin);
    const refused = await giveTo(incident.id, robin.admin.id, robin);
    expect(refused.statusCode).toBe(403);
    expect(await ownerOf(incident.id)).toEqual([sam.admin.id]);
    const elsewhere = await caseWithPayout();
    expect((await add(elsewhere.incident.id, { owner: true }, robin)).json().message).toBe('Only an admin can give a case to someone');
    expect(await rows(elsewhere.incident.id)).toEqual([]);
    const notOn = await giveTo(elsewhere.incident.id, robin.admin.id);
    expect(notOn.statusCode).toBe(404);
  });

  it('leaves the case without an owner when the owner leaves it, so it is unassigned work again', async () => {
    const { incident } = await caseWithPayout();
    await add(incident.id, {});
    await add(incident.id, { adminId: sam.admin.id }, admin);
    expect((await remove(incident.id, robin.admin.id)).statusCode).toBe(200);
    expect(await ownerOf(incident.id)).toEqual([]);
    // Given again by an admin.
    expect((await giveTo(incident.id, sam.admin.id)).statusCode).toBe(200);
    expect(await ownerOf(incident.id)).toEqual([sam.admin.id]);
  });
});

describe("the victim's case team", () => {
  it('is the staff accounts on the case, by the names they go by, with outside contacts apart', async () => {
    const { incident, victim } = await caseWithPayout();
    await add(incident.id, { adminId: robin.admin.id }, admin);
    const details = await t.app.inject({ method: 'GET', url: `/api/recovery-details/${incident.id}`, cookies: victim.cookies });
    expect(details.statusCode).toBe(200);
    const shown = details.json<CaseDetails>().incident;
    expect(shown.caseTeam).toEqual([{ name: robin.admin.displayName, role: 'Case Manager' }]);
    expect(shown.outsideContacts).toEqual([]);
    expect(details.body).not.toContain(robin.admin.email!);
  });
});
