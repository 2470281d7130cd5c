import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatDay, localDay } from '@shared/tasks/due-dates';
import type { CaseTask, CaseTasks } from '@shared/tasks/schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderInApp, toastText } from '@/test/render';
import { CaseTasksSection } from './case-tasks-section';

const today = localDay(new Date());
const task = (id: number, values: Partial<CaseTask> = {}): CaseTask => ({
  id,
  incidentId: 14,
  title: `Task ${id}`,
  ownerId: null,
  ownerName: null,
  dueOn: null,
  doneAt: null,
  doneByName: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...values,
});
const template = { fraudType: 'romance_scam', steps: ['Ask for the chat history', 'Report the profile'], updatedAt: '2026-11-01T09:00:00.000Z' };

type Sent = { method: string; path: string; body: unknown };

/** The server: the case's list changes with each call, and every change is kept to read. */
function serverWith(start: Partial<CaseTasks> = {}, { refuseAdd }: { refuseAdd?: boolean } = {}) {
  let list: CaseTasks = { dueOn: null, tasks: [], template: null, ...start };
  let next = 100;
  const sent: Sent[] = [];
  const keep = (method: string, path: string, body: unknown) => sent.push({ method, path, body });
  fakeApi({
    'GET /api/admin/incidents/14/tasks': () => ({ status: 200, body: list }),
    'GET /api/admin/staff/directory': {
      status: 200,
      body: { items: [{ id: 1, username: 'robin', displayName: 'Robin Park', role: 'caseworker', email: 'robin@example.org' }, { id: 2, username: 'maria', displayName: 'Maria Ortiz', role: 'admin', email: null }] },
    },
    'POST /api/admin/incidents/14/tasks': ({ url, method, body }) => {
      keep(method, url.pathname, body);
      if (refuseAdd) return { status: 400, body: { code: 'TASK_OWNER_UNAVAILABLE', message: 'The owner must be an active staff account. Choose someone from the list.' } };
      const input = body as { title: string; ownerId?: number | null; dueOn?: string | null };
      const added = task(next++, { title: input.title, ownerId: input.ownerId ?? null, ownerName: input.ownerId === 1 ? 'Robin Park' : null, dueOn: input.dueOn ?? null });
      list = { ...list, tasks: [...list.tasks, added] };
      return { status: 201, body: added };
    },
    'POST /api/admin/incidents/14/tasks/from-template': ({ url, method }) => {
      keep(method, url.pathname, null);
      list = { ...list, tasks: [...list.tasks, ...template.steps.filter((step) => !list.tasks.some((t) => t.title === step)).map((title) => task(next++, { title }))] };
      return { status: 200, body: list };
    },
    'PUT /api/admin/incidents/14/due': ({ url, method, body }) => {
      keep(method, url.pathname, body);
      list = { ...list, dueOn: (body as { dueOn: string | null }).dueOn };
      return { status: 200, body: { dueOn: list.dueOn } };
    },
    'PUT /api/admin/tasks/1': ({ url, method, body }) => {
      keep(method, url.pathname, body);
      const change = body as { done?: boolean };
      const changed = { ...list.tasks.find((t) => t.id === 1)!, ...(change.done ? { doneAt: '2026-11-25T10:00:00.000Z', doneByName: 'Maria Ortiz' } : {}) };
      list = { ...list, tasks: list.tasks.map((t) => (t.id === 1 ? changed : t)) };
      return { status: 200, body: changed };
    },
    'DELETE /api/admin/tasks/2': ({ url, method }) => {
      keep(method, url.pathname, null);
      list = { ...list, tasks: list.tasks.filter((t) => t.id !== 2) };
      return { status: 204, body: null };
    },
  });
  return sent;
}

const section = () => screen.getByRole('region', { name: 'Tasks' });

afterEach(() => dismissToast());

describe("the case's tasks (issue 26)", () => {
  it('lists each task with its owner and due day, overdue said in words, and the case’s own due day', async () => {
    serverWith({
      dueOn: addDays(today, -1),
      tasks: [
        task(1, { title: 'Call the bank', ownerId: 1, ownerName: 'Robin Park', dueOn: addDays(today, -3) }),
        task(2, { title: 'Ask for the chat logs', dueOn: addDays(today, 10) }),
        task(3, { title: 'Write to the platform', doneAt: '2026-11-24T10:00:00.000Z', doneByName: 'Maria Ortiz' }),
      ],
    });
    const { container } = renderInApp(<CaseTasksSection incidentId={14} />);
    const list = await screen.findByRole('list', { name: 'Tasks' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Owner: Robin Park');
    expect(items[0]!.textContent).toContain(`Overdue: was due ${formatDay(addDays(today, -3))}`);
    expect(items[1]!.textContent).toContain('Nobody’s yet');
    expect(items[1]!.textContent).toContain(`Due ${formatDay(addDays(today, 10))}`);
    expect(items[2]!.textContent).toContain('Done by Maria Ortiz');
    expect((within(items[2]!).getByRole('checkbox', { name: 'Write to the platform' }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    expect(section().textContent).toContain(`The case is overdue: it was due ${formatDay(addDays(today, -1))}`);
    expect(section().textContent).toContain('2 of 3 to do.');
    // The box's description names the owner and the day, for a screen reader on the box alone.
    const box = within(items[0]!).getByRole('checkbox', { name: 'Call the bank' });
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toContain('Overdue');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('ticks a task off with its box, and shows who did it', async () => {
    const sent = serverWith({ tasks: [task(1, { title: 'Call the bank' })] });
    const { user } = renderInApp(<CaseTasksSection incidentId={14} />);
    const box = await screen.findByRole('checkbox', { name: 'Call the bank' });
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Call the bank' }).getAttribute('aria-checked')).toBe('true'));
    expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/tasks/1', body: { done: true } }]);
    expect(section().textContent).toContain('Done by Maria Ortiz');
    expect(section().textContent).toContain('All done.');
  });

  it('adds a task with an owner and a due day, by keyboard, and empties the form for the next', async () => {
    const sent = serverWith();
    const { user } = renderInApp(<CaseTasksSection incidentId={14} />);
    const form = await screen.findByRole('form', { name: 'Add a task' });
    expect(section().textContent).toContain('No tasks yet.');
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(messageOf(within(form).getByLabelText(/^New task/))).toBe('Please describe the task');
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText(/^New task/), 'Freeze the card');
    await within(form).findByRole('option', { name: 'Robin Park' });
    await user.selectOptions(within(form).getByLabelText('Owner'), 'Robin Park');
    await user.type(within(form).getByLabelText('Due'), '2030-04-30');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toastText()).toContain('Task added'));
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/incidents/14/tasks', body: { title: 'Freeze the card', ownerId: 1, dueOn: '2030-04-30' } }]);
    const item = await within(section()).findByRole('listitem');
    expect(item.textContent).toContain('Owner: Robin Park');
    expect((within(form).getByLabelText(/^New task/) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(within(form).getByLabelText(/^New task/));
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    serverWith({}, { refuseAdd: true });
    const { user } = renderInApp(<CaseTasksSection incidentId={14} />);
    const form = await screen.findByRole('form', { name: 'Add a task' });
    await user.type(within(form).getByLabelText(/^New task/), 'Freeze the card');
    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The owner must be an active staff account. Choose someone from the list.');
    expect((within(form).getByLabelText(/^New task/) as HTMLInputElement).value).toBe('Freeze the card');
  });

  it('offers the usual steps for the case’s fraud type until they are all on it', async () => {
    const sent = serverWith({ template, tasks: [task(1, { title: 'Report the profile' })] });
    const { user, container } = renderInApp(<CaseTasksSection incidentId={14} />);
    expect(await within(await screen.findByRole('region', { name: 'Tasks' })).findByText('1 of the usual steps for romance scam cases is not on this case yet.')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add the usual steps' }));
    await waitFor(() => expect(within(section()).getAllByRole('listitem').map((li) => li.querySelector('label')?.textContent)).toEqual(['Report the profile', 'Ask for the chat history']));
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/admin/incidents/14/tasks/from-template']);
    expect(screen.queryByRole('button', { name: 'Add the usual steps' })).toBeNull();
  });

  it('sets and removes the case’s due date in a dialog', async () => {
    const sent = serverWith();
    const { user } = renderInApp(<CaseTasksSection incidentId={14} />);
    await user.click(await screen.findByRole('button', { name: 'Set due date' }));
    let dialog = await screen.findByRole('dialog', { name: 'Case due date' });
    expect((await axe.run(dialog)).violations).toEqual([]);
    await user.type(within(dialog).getByLabelText('Due'), '2030-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(section().textContent).toContain(`The case is due ${formatDay('2030-01-31')}`));
    await user.click(screen.getByRole('button', { name: 'Change due date' }));
    dialog = await screen.findByRole('dialog', { name: 'Case due date' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the due date' }));
    await waitFor(() => expect(section().textContent).toContain('The case has no due date.'));
    expect(sent.map((s) => s.body)).toEqual([{ dueOn: '2030-01-31' }, { dueOn: null }]);
  });

  it('asks before deleting a task', async () => {
    const sent = serverWith({ tasks: [task(1), task(2, { title: 'Ask for the chat logs' })] });
    const { user } = renderInApp(<CaseTasksSection incidentId={14} />);
    await user.click(await screen.findByRole('button', { name: 'Delete task: Ask for the chat logs' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(1));
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /api/admin/tasks/2']);
  });
});
