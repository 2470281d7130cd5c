import { describe, expect, it } from 'vitest';
import { addDays, utcDay } from '@shared/tasks/due-dates';
import type { MyWork } from '@shared/work/schema';
import { createIncident, createStaff } from '../../test/fixtures';
import { testAppForSuite, type TestStaff } from '../../test/suite-app';

const t = testAppForSuite();
const day = (offset: number) => addDays(utcDay(new Date()), offset);
const reference = (id: number) => `FR-${String(id).padStart(6, '0')}`;
const newCase = (status: 'open' | 'closed' = 'open') => createIncident(t.app, { victimEmail: `due-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, status });
const addTask = async (incidentId: number, payload: Record<string, unknown>, who: TestStaff) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/tasks`, headers: who.headers, payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>();
};
const setDue = (incidentId: number, dueOn: string, who: TestStaff) => t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${incidentId}/due`, headers: who.headers, payload: { dueOn } });
const take = (incidentId: number, who: TestStaff) => t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/staff`, headers: who.headers, payload: {} });
const myWork = async (who: TestStaff, limit = 50) => {
  const res = await t.app.inject({ url: `/api/admin/my-work?limit=${limit}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json<MyWork>();
};

describe("My work's Due (issue 26)", () => {
  it('lists my open tasks and the cases I own that are overdue or due within a week, oldest due first', async () => {
    const [robin, sam] = await Promise.all([createStaff(t.app, { role: 'caseworker' }), createStaff(t.app, { role: 'caseworker' })]);
    const [owned, other, closed, samsCase] = await Promise.all([newCase(), newCase(), newCase('closed'), newCase()]);
    expect((await take(owned.id, robin)).statusCode).toBe(201);
    expect((await take(samsCase.id, sam)).statusCode).toBe(201);
    await setDue(owned.id, day(-2), sam);
    await setDue(samsCase.id, day(0), sam);
    // Robin's own case is due; a task of Robin's on someone else's case is due soon.
    const soon = await addTask(other.id, { title: 'Send the bank letter', ownerId: robin.admin.id, dueOn: day(3) }, sam);
    const sameDay = await addTask(owned.id, { title: 'Ring the victim', ownerId: robin.admin.id, dueOn: day(-2) }, robin);
    // Not in Robin's Due: later than a week, done, without a day, someone else's, on a closed case.
    await addTask(other.id, { title: 'Next month', ownerId: robin.admin.id, dueOn: day(30) }, robin);
    const done = await addTask(other.id, { title: 'Already done', ownerId: robin.admin.id, dueOn: day(-1) }, robin);
    await t.app.inject({ method: 'PUT', url: `/api/admin/tasks/${done.id}`, headers: robin.headers, payload: { done: true } });
    await addTask(other.id, { title: 'Some day', ownerId: robin.admin.id }, robin);
    const samsTask = await addTask(other.id, { title: "Sam's", ownerId: sam.admin.id, dueOn: day(0) }, robin);
    await addTask(closed.id, { title: 'On a closed case', ownerId: robin.admin.id, dueOn: day(0) }, robin);
    await addTask(other.id, { title: 'Nobody’s', dueOn: day(0) }, robin);

    const work = await myWork(robin);
    expect(work.due).toEqual([
      { key: `case:${owned.id}`, kind: 'case', title: null, incidentId: owned.id, caseReference: reference(owned.id), platformName: expect.any(String), dueOn: day(-2) },
      { key: `task:${sameDay.id}`, kind: 'task', title: 'Ring the victim', incidentId: owned.id, caseReference: reference(owned.id), platformName: expect.any(String), dueOn: day(-2) },
      { key: `task:${soon.id}`, kind: 'task', title: 'Send the bank letter', incidentId: other.id, caseReference: reference(other.id), platformName: expect.any(String), dueOn: day(3) },
    ]);
    expect(work.dueCount).toBe(3);
    const capped = await myWork(robin, 1);
    expect(capped.due.map((item) => item.key)).toEqual([`case:${owned.id}`]);
    expect(capped.dueCount).toBe(3);

    // Sam's own case and Sam's task, both due today: the case first.
    expect((await myWork(sam)).due.map((item) => item.key)).toEqual([`case:${samsCase.id}`, `task:${samsTask.id}`]);
    // A task ticked off leaves Robin's list.
    await t.app.inject({ method: 'PUT', url: `/api/admin/tasks/${soon.id}`, headers: sam.headers, payload: { done: true } });
    expect((await myWork(robin)).due.map((item) => item.key)).not.toContain(`task:${soon.id}`);
  });
});
