import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestDueDay, utcDay } from '@shared/tasks/due-dates';
import type { CaseTask, CaseTasks } from '@shared/tasks/schema';
import { auditLog, caseDueDates, caseTasks, staffUsers } from '../../kernel/db/schema/index';
import { createIncident, createStaff } from '../../test/fixtures';
import { appWithPeople, type TestStaff } from '../../test/suite-app';

const t = appWithPeople();
const newCase = (values: { fraudType?: 'romance_scam' | 'investment_scam' | null } = {}) =>
  createIncident(t.app, { victimEmail: `tasks-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, ...values });
const addTask = (incidentId: number, payload: Record<string, unknown>, who: TestStaff = t.caseworker) =>
  t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/tasks`, headers: who.headers, payload });
const changeTask = (id: number, payload: Record<string, unknown>, who: TestStaff = t.caseworker) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/tasks/${id}`, headers: who.headers, payload });
const tasksOf = async (incidentId: number) => {
  const res = await t.app.inject({ url: `/api/admin/incidents/${incidentId}/tasks`, headers: t.caseworker.headers });
  expect(res.statusCode).toBe(200);
  return res.json<CaseTasks>();
};
const actionsOn = async (incidentId: number) =>
  (await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'fraud_incident'), eq(auditLog.entityId, String(incidentId)))).orderBy(asc(auditLog.id))).map((row) => row.action);
const today = () => utcDay(new Date());

describe("a case's tasks (issue 26)", () => {
  it('are added, changed, ticked off and deleted by any staff member, in order, each change audited on the case', async () => {
    const incident = await newCase();
    const first = await addTask(incident.id, { title: '  Call the bank  ', ownerId: t.admin.admin.id, dueOn: '2030-05-01' });
    expect(first.statusCode).toBe(201);
    const task = first.json<CaseTask>();
    expect(task).toMatchObject({ incidentId: incident.id, title: 'Call the bank', ownerId: t.admin.admin.id, ownerName: t.admin.admin.username, dueOn: '2030-05-01', doneAt: null });
    const second = (await addTask(incident.id, { title: 'Ask for the chat logs' }, t.admin)).json<CaseTask>();
    expect(second.ownerId).toBeNull();
    expect((await tasksOf(incident.id)).tasks.map((item) => item.title)).toEqual(['Call the bank', 'Ask for the chat logs']);

    const changed = (await changeTask(task.id, { title: 'Call the bank again', ownerId: t.caseworker.admin.id, dueOn: null })).json<CaseTask>();
    expect(changed).toMatchObject({ title: 'Call the bank again', ownerId: t.caseworker.admin.id, dueOn: null, doneAt: null });
    const done = (await changeTask(task.id, { done: true })).json<CaseTask>();
    expect(done.doneAt).not.toBeNull();
    expect(done.doneByName).toBe(t.caseworker.admin.username);
    // Ticking it again changes nothing and writes nothing.
    expect((await changeTask(task.id, { done: true })).json<CaseTask>().doneAt).toBe(done.doneAt);
    expect((await changeTask(task.id, { done: false })).json<CaseTask>()).toMatchObject({ doneAt: null, doneByName: null });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/tasks/${second.id}`, headers: t.caseworker.headers })).statusCode).toBe(204);
    expect((await tasksOf(incident.id)).tasks.map((item) => item.id)).toEqual([task.id]);

    expect((await actionsOn(incident.id)).sort()).toEqual(['task.created', 'task.created', 'task.deleted', 'task.done', 'task.reopened', 'task.updated']);
    const [updated] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'task.updated'), eq(auditLog.entityId, String(incident.id))));
    expect(updated!.before).toMatchObject({ taskId: task.id, title: 'Call the bank', dueOn: '2030-05-01' });
    expect(updated!.after).toMatchObject({ title: 'Call the bank again', dueOn: null, owner: t.caseworker.admin.username });
    expect(updated!.actorLabel).toBe(t.caseworker.admin.username);
  });

  it('refuse an owner who is not an active staff account, and bad titles and dates, changing nothing', async () => {
    const incident = await newCase();
    const gone = await createStaff(t.app, { role: 'caseworker' });
    await t.app.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, gone.admin.id));
    const refused = await addTask(incident.id, { title: 'Write to the platform', ownerId: gone.admin.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TASK_OWNER_UNAVAILABLE', message: expect.stringContaining('active staff account') });
    expect((await addTask(incident.id, { title: 'Write to the platform', ownerId: 99_999_999 })).json().code).toBe('TASK_OWNER_UNAVAILABLE');

    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'Please describe the task'],
      [{ title: 'x'.repeat(201) }, 'at most 200 characters'],
      [{ title: 'Due', dueOn: '2026-02-30' }, 'not a real date'],
      [{ title: 'Due', dueOn: '30/04/2026' }, 'YYYY-MM-DD'],
      [{ title: 'Due', dueOn: latestDueDay(today()).replace(/^\d{4}/, (year) => String(Number(year) + 1)) }, 'at most 5 years ahead'],
      [{ title: 'Owner', ownerId: 'robin' }, 'Choose the owner from the list'],
    ];
    for (const [payload, message] of cases) {
      const res = await addTask(incident.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await addTask(incident.id, { title: 'On the last day', dueOn: latestDueDay(today()) })).statusCode).toBe(201);

    const task = (await tasksOf(incident.id)).tasks[0]!;
    const refusedChange = await changeTask(task.id, { title: 'Changed', ownerId: gone.admin.id });
    expect(refusedChange.json().code).toBe('TASK_OWNER_UNAVAILABLE');
    expect((await changeTask(task.id, { done: 'yes' })).statusCode).toBe(400);
    const [still] = await t.app.db.select().from(caseTasks).where(eq(caseTasks.id, task.id));
    expect(still).toMatchObject({ title: 'On the last day', ownerId: null, doneAt: null });
    expect(await t.app.db.select().from(caseTasks).where(eq(caseTasks.incidentId, incident.id))).toHaveLength(1);
    expect(await actionsOn(incident.id)).toEqual(['task.created']);
  });

  it('answer a case or task that does not exist with 404, and are for staff only', async () => {
    expect((await addTask(99_999_999, { title: 'Nowhere' })).json().code).toBe('INCIDENT_NOT_FOUND');
    expect((await t.app.inject({ url: '/api/admin/incidents/99999999/tasks', headers: t.caseworker.headers })).statusCode).toBe(404);
    expect((await changeTask(99_999_999, { done: true })).json().code).toBe('TASK_NOT_FOUND');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/tasks/99999999', headers: t.caseworker.headers })).json().code).toBe('TASK_NOT_FOUND');
    const incident = await newCase();
    const victimTry = await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incident.id}/tasks`, cookies: t.victim.cookies, payload: { title: 'Mine' } });
    expect(victimTry.statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/admin/incidents/${incident.id}/tasks`, cookies: t.victim.cookies })).statusCode).toBe(401);
    expect(await t.app.db.select().from(caseTasks).where(eq(caseTasks.incidentId, incident.id))).toHaveLength(0);
  });

  it("set and take away the case's own due day, audited; the same day again writes nothing", async () => {
    const incident = await newCase();
    const due = (dueOn: string | null, who: TestStaff = t.caseworker) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${incident.id}/due`, headers: who.headers, payload: { dueOn } });
    expect((await due('2030-01-31')).json()).toEqual({ dueOn: '2030-01-31' });
    expect((await tasksOf(incident.id)).dueOn).toBe('2030-01-31');
    expect((await due('2030-01-31', t.admin)).statusCode).toBe(200);
    expect((await due('2030-02-30')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${incident.id}/due`, headers: t.caseworker.headers, payload: {} })).statusCode).toBe(400);
    expect((await tasksOf(incident.id)).dueOn).toBe('2030-01-31');
    expect((await due(null)).json()).toEqual({ dueOn: null });
    expect(await t.app.db.select().from(caseDueDates).where(eq(caseDueDates.incidentId, incident.id))).toHaveLength(0);
    expect(await actionsOn(incident.id)).toEqual(['incident.due_set', 'incident.due_cleared']);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/incidents/99999999/due', headers: t.caseworker.headers, payload: { dueOn: '2030-01-01' } })).statusCode).toBe(404);
  });

  it('stop at 100 tasks on one case, with a plain reason', async () => {
    const incident = await newCase();
    await t.app.db.insert(caseTasks).values(Array.from({ length: 100 }, (_, i) => ({ incidentId: incident.id, title: `Step ${i}`, position: i + 1 })));
    const res = await addTask(incident.id, { title: 'One more' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TASK_LIMIT_REACHED', message: expect.stringContaining('at most 100 tasks') });
  });
});
