import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CaseTasks, CaseTemplate, CaseTemplateList } from '@shared/tasks/schema';
import { auditLog, caseTemplates } from '../../kernel/db/schema/index';
import { createIncident } from '../../test/fixtures';
import { appWithPeople, type TestStaff } from '../../test/suite-app';

const t = appWithPeople();
const save = (fraudType: string, steps: unknown, who: TestStaff = t.admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/case-templates/${fraudType}`, headers: who.headers, payload: { steps } });
const templates = async (who: TestStaff = t.caseworker) => {
  const res = await t.app.inject({ url: '/api/admin/case-templates', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json<CaseTemplateList>().items;
};
const apply = (incidentId: number, who: TestStaff = t.caseworker) =>
  t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/tasks/from-template`, headers: who.headers });
const newCase = (fraudType: 'romance_scam' | 'investment_scam' | 'phishing' | null) =>
  createIncident(t.app, { victimEmail: `templates-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, fraudType });
const templateAudit = async (fraudType: string) =>
  (await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'case_template'), eq(auditLog.entityId, fraudType)))).map((row) => row.action);

describe('case templates (issue 26)', () => {
  it('are kept by admins only, audited; every staff member reads them; an empty list takes one away', async () => {
    const steps = ['Ask for the chat history', 'Report the profile to the dating site', 'Check for money mules'];
    const saved = await save('romance_scam', steps.map((step) => ` ${step} `));
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ template: CaseTemplate }>().template).toMatchObject({ fraudType: 'romance_scam', steps });
    expect((await save('investment_scam', ['Freeze the account'], t.caseworker)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/case-templates', cookies: t.victim.cookies })).statusCode).toBe(401);
    expect((await templates()).map((item) => item.fraudType)).toEqual(['romance_scam']);

    // The same steps again change nothing; new ones replace them.
    expect((await save('romance_scam', steps)).statusCode).toBe(200);
    expect((await save('romance_scam', [...steps, 'Warn the victim about recovery scams'])).json<{ template: CaseTemplate }>().template.steps).toHaveLength(4);
    expect((await save('romance_scam', [])).json()).toEqual({ template: null });
    expect((await save('romance_scam', [])).json()).toEqual({ template: null });
    expect(await templates()).toEqual([]);
    expect((await templateAudit('romance_scam')).sort()).toEqual(['case_template.deleted', 'case_template.saved', 'case_template.saved']);
  });

  it('refuse an unknown fraud type, too many steps, an empty, long or repeated step, changing nothing', async () => {
    await save('phishing', ['Change the passwords']);
    const refusals: [string, unknown, string][] = [
      ['lottery', ['Step'], 'Choose a fraud type from the list'],
      ['phishing', Array.from({ length: 31 }, (_, i) => `Step ${i}`), 'at most 30 steps'],
      ['phishing', ['Fine', '  '], 'A step cannot be empty'],
      ['phishing', ['x'.repeat(201)], 'at most 200 characters'],
      ['phishing', ['Call the bank', 'call the bank '], 'Each step may appear only once'],
      ['phishing', 'Call the bank', 'Please send the list of steps'],
    ];
    for (const [fraudType, steps, message] of refusals) {
      const res = await save(fraudType, steps);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const [row] = await t.app.db.select().from(caseTemplates).where(eq(caseTemplates.fraudType, 'phishing'));
    expect(row!.steps).toEqual(['Change the passwords']);
    expect(await templateAudit('phishing')).toEqual(['case_template.saved']);
  });

  it("add the usual steps to a case once, leaving out those it has, open or done, in the template's order", async () => {
    await save('investment_scam', ['Freeze the account', 'Trace the transfers', 'Report to the regulator']);
    const incident = await newCase('investment_scam');
    const before = await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incident.id}/tasks`, headers: t.caseworker.headers, payload: { title: 'trace the transfers' } });
    await t.app.inject({ method: 'PUT', url: `/api/admin/tasks/${before.json().id}`, headers: t.caseworker.headers, payload: { done: true } });

    const first = await apply(incident.id);
    expect(first.statusCode).toBe(200);
    const answer = first.json<CaseTasks>();
    expect(answer.tasks.map((task) => task.title)).toEqual(['trace the transfers', 'Freeze the account', 'Report to the regulator']);
    expect(answer.template?.fraudType).toBe('investment_scam');
    const again = (await apply(incident.id, t.admin)).json<CaseTasks>();
    expect(again.tasks).toHaveLength(3);
    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'task.template_applied'), eq(auditLog.entityId, String(incident.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toEqual({ fraudType: 'investment_scam', added: ['Freeze the account', 'Report to the regulator'] });
  });

  it('say plainly when a case has no fraud type or its type has no template', async () => {
    const untyped = await newCase(null);
    const none = await apply(untyped.id);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'CASE_FRAUD_TYPE_MISSING', message: expect.stringContaining('no fraud type') });
    const romance = await newCase('romance_scam');
    const missing = await apply(romance.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CASE_TEMPLATE_NOT_FOUND', message: expect.stringContaining('romance scam cases') });
    expect((await apply(99_999_999)).json().code).toBe('INCIDENT_NOT_FOUND');
    expect(await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'fraud_incident'), eq(auditLog.entityId, String(romance.id))))).toHaveLength(0);
  });
});
