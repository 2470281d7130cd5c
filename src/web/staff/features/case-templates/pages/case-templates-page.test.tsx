import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseTemplate } from '@shared/tasks/schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderAt, toastText } from '@/test/render';
import CaseTemplatesPage from './case-templates-page';

const romance: CaseTemplate = { fraudType: 'romance_scam', steps: ['Ask for the chat history', 'Report the profile to the dating site'], updatedAt: '2026-11-20T09:00:00.000Z' };

function serverWith(role: 'admin' | 'caseworker') {
  let items = [romance];
  const sent: { path: string; body: unknown }[] = [];
  fakeApi({
    'GET /api/admin/session': { status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role } },
    'GET /api/admin/case-templates': () => ({ status: 200, body: { items } }),
    'PUT /api/admin/case-templates/romance_scam': ({ url, body }) => {
      sent.push({ path: url.pathname, body });
      const steps = (body as { steps: string[] }).steps;
      items = steps.length === 0 ? [] : [{ ...romance, steps }];
      return { status: 200, body: { template: items[0] ?? null } };
    },
    'PUT /api/admin/case-templates/investment_scam': ({ url, body }) => {
      sent.push({ path: url.pathname, body });
      const template = { fraudType: 'investment_scam', steps: (body as { steps: string[] }).steps, updatedAt: '2026-11-25T09:00:00.000Z' };
      items = [...items, template];
      return { status: 200, body: { template } };
    },
  });
  return sent;
}

afterEach(() => dismissToast());

describe('Case templates (issue 26)', () => {
  it('shows every fraud type with its usual steps in order, or that it has none', async () => {
    serverWith('admin');
    const { container } = renderAt('/admin/case-templates', <CaseTemplatesPage />);
    const steps = await screen.findByRole('list', { name: 'Usual steps for Romance scam' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ask for the chat history', 'Report the profile to the dating site']);
    expect(within(screen.getByRole('region', { name: 'Investment scam' })).getByText('No usual steps yet.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Fraud types' })).getAllByRole('region')).toHaveLength(9);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('lets an admin write the steps one a line, refusing a repeated step by its number', async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/case-templates', <CaseTemplatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit the usual steps for Investment scam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usual steps: Investment scam' });
    expect((await axe.run(dialog)).violations).toEqual([]);
    const box = within(dialog).getByLabelText('Steps, one a line');
    await user.type(box, 'Freeze the account{Enter}{Enter}  Trace the transfers  {Enter}freeze the account');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(messageOf(box)).toBe('Each step may appear only once');
    expect(sent).toEqual([]);

    await user.clear(box);
    await user.type(box, 'Freeze the account{Enter}{Enter}  Trace the transfers  {Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Usual steps saved'));
    expect(sent).toEqual([{ path: '/api/admin/case-templates/investment_scam', body: { steps: ['Freeze the account', 'Trace the transfers'] } }]);
    const steps = await screen.findByRole('list', { name: 'Usual steps for Investment scam' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
  });

  it('names the step that is too long', async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/case-templates', <CaseTemplatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit the usual steps for Romance scam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usual steps: Romance scam' });
    const box = within(dialog).getByLabelText('Steps, one a line');
    await user.click(box);
    await user.paste(`\n${'x'.repeat(201)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(messageOf(box)).toBe('Step 3: A step is too long (at most 200 characters)');
    expect(sent).toEqual([]);
  });

  it('takes the steps away when the box is emptied', async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/case-templates', <CaseTemplatesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit the usual steps for Romance scam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usual steps: Romance scam' });
    await user.clear(within(dialog).getByLabelText('Steps, one a line'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Usual steps removed'));
    expect(sent).toEqual([{ path: '/api/admin/case-templates/romance_scam', body: { steps: [] } }]);
    expect(await within(screen.getByRole('region', { name: 'Romance scam' })).findByText('No usual steps yet.')).toBeTruthy();
  });

  it('shows a case worker the steps to read, with nothing to change', async () => {
    serverWith('caseworker');
    renderAt('/admin/case-templates', <CaseTemplatesPage />);
    expect(await screen.findByText('Only an admin can change the usual steps. Add them to a case from its Tasks section.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
