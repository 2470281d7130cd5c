import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiKey } from '@shared/integrations/api-keys';
import type { WebhookDelivery, WebhookEndpoint } from '@shared/integrations/webhooks';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderAt, toastText } from '@/test/render';
import IntegrationsPage from './integrations-page';

const tracker: ApiKey = {
  id: 1,
  name: 'Case tracker',
  prefix: 'hvn_Ab12Cd34',
  scopes: ['incidents:read'],
  createdBy: 'maria',
  createdAt: '2026-05-01T10:00:00.000Z',
  lastUsedAt: '2026-05-02T08:30:00.000Z',
  expiresAt: null,
  revokedAt: null,
  active: true,
};
const oldKey: ApiKey = { ...tracker, id: 2, name: 'Old reporting', prefix: 'hvn_Zz99Yy88', revokedAt: '2026-04-01T00:00:00.000Z', active: false };
const hook: WebhookEndpoint = {
  id: 5,
  url: 'https://tickets.example.org/haven',
  description: 'Ticketing',
  events: ['case.created', 'case.status_changed'],
  active: true,
  createdBy: 'maria',
  createdAt: '2026-05-01T10:00:00.000Z',
  recent: { delivered: 12, failed: 1, pending: 0 },
};
const failed: WebhookDelivery = {
  id: 40,
  endpointId: 5,
  eventId: '9f1c2d3e-0000-4000-8000-000000000001',
  event: 'case.status_changed',
  status: 'failed',
  attempts: 6,
  responseStatus: 500,
  error: 'HTTP 500',
  createdAt: '2026-05-02T09:00:00.000Z',
  nextAttemptAt: null,
  deliveredAt: null,
  payload: { id: '9f1c2d3e-0000-4000-8000-000000000001', event: 'case.status_changed', data: { caseReference: 'FR-000014' } },
};
const delivered: WebhookDelivery = { ...failed, id: 41, status: 'delivered', attempts: 1, responseStatus: 200, error: null, deliveredAt: '2026-05-02T09:01:00.000Z' };
const theKey = 'hvn_Qw34Er56_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

function serverWith(role: 'admin' | 'caseworker') {
  const sent: { method: string; path: string; query: string; body: unknown }[] = [];
  const record = ({ url, method, body }: { url: URL; method: string; body: unknown }) => sent.push({ method, path: url.pathname, query: url.search, body });
  fakeApi({
    'GET /api/admin/session': { status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role } },
    'GET /api/admin/api-keys': (request) => (record(request), { status: 200, body: { items: [tracker, oldKey] } }),
    'POST /api/admin/api-keys': (request) => {
      record(request);
      const body = request.body as { name: string; scopes: string[] };
      return { status: 201, body: { key: theKey, apiKey: { ...tracker, id: 3, name: body.name, prefix: 'hvn_Qw34Er56', scopes: body.scopes, lastUsedAt: null } } };
    },
    'POST /api/admin/api-keys/1/revoke': (request) => (record(request), { status: 200, body: { ...tracker, revokedAt: '2026-05-03T00:00:00.000Z', active: false } }),
    'GET /api/admin/webhooks': (request) => (record(request), { status: 200, body: { items: [hook] } }),
    'POST /api/admin/webhooks': (request) => {
      record(request);
      const body = request.body as { url: string };
      return body.url.includes('192.168')
        ? { status: 400, body: { code: 'WEBHOOK_URL_REFUSED', message: 'The address 192.168.1.9 is not on the public internet (loopback, private, link-local or reserved); webhooks go only to public addresses' } }
        : { status: 201, body: { endpoint: { ...hook, id: 6, url: body.url }, secret: 'whsec_secretsecretsecretsecretsecretsecretsecret1' } };
    },
    'PUT /api/admin/webhooks/5': (request) => (record(request), { status: 200, body: { ...hook, active: false } }),
    'POST /api/admin/webhooks/5/test': (request) => (record(request), { status: 201, body: { ...delivered, id: 42, event: 'webhook.test', status: 'pending' } }),
    'GET /api/admin/webhooks/5/deliveries': (request) => {
      record(request);
      const status = request.url.searchParams.get('status');
      const items = [failed, delivered].filter((delivery) => status === 'all' || delivery.status === status);
      return { status: 200, body: { items, total: items.length } };
    },
    'POST /api/admin/webhooks/5/deliveries/40/resend': (request) => (record(request), { status: 200, body: { ...failed, status: 'pending', attempts: 0 } }),
  });
  return sent;
}

afterEach(() => dismissToast());

describe('Integrations (issue 27)', () => {
  it('lists the keys with what each may do and when it was used, and makes one: checked, then shown once with a warning and Copy', async () => {
    const sent = serverWith('admin');
    const { user, container } = renderAt('/admin/integrations', <IntegrationsPage />);
    const row = (await screen.findByText('Case tracker')).closest('tr')!;
    expect(within(row).getByText('hvn_Ab12Cd34…')).toBeTruthy();
    expect(within(row).getByText('Read cases')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(screen.getByText('Old reporting').closest('tr')!).getByText(/^Revoked/)).toBeTruthy();
    // A revoked key offers nothing more to do.
    expect(screen.queryByRole('button', { name: 'Revoke Old reporting' })).toBeNull();
    await screen.findByText('https://tickets.example.org/haven');
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Read cases/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Make key' }));
    expect(messageOf(within(dialog).getByLabelText(/^Name/))).toBe('Give the key a name');
    expect(within(dialog).getByText('Choose at least one scope')).toBeTruthy();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Ticketing');
    await user.click(within(dialog).getByRole('checkbox', { name: /Change case status/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Read cases/ }));
    expect((await axe.run(dialog)).violations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Make key' }));
    await waitFor(() =>
      expect(sent).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/admin/api-keys', body: { name: 'Ticketing', scopes: ['incidents:read', 'incidents:write'] } })),
    );

    const shown = await screen.findByRole('dialog', { name: 'API key “Ticketing”' });
    expect(within(shown).getByText('Copy it now: it is shown only this once')).toBeTruthy();
    expect(within(shown).getByTestId('shown-once').textContent).toBe(theKey);
    await user.click(within(shown).getByRole('button', { name: 'Copy api key' }));
    expect(await navigator.clipboard.readText()).toBe(theKey);
    expect(within(shown).getByRole('status').textContent).toBe('Copied');
    expect((await axe.run(shown)).violations).toEqual([]);
    await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Gone from the page once the dialog closes, and focus is back where it started.
    expect(document.body.textContent).not.toContain(theKey);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New API key' })));
  });

  it('revokes a key after saying what follows', async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/integrations', <IntegrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Case tracker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key “Case tracker”?' });
    expect(dialog.textContent).toContain('refused from its next request');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(toastText()).toContain('API key revoked'));
    expect(sent).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/admin/api-keys/1/revoke' }));
  });

  it("adds a webhook, showing the server's refusal of an inside address, then the signing secret once", async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/integrations', <IntegrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'New webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    // Every event is offered, and chosen, at first.
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true']);
    await user.type(within(dialog).getByLabelText(/^Address/), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(messageOf(within(dialog).getByLabelText(/^Address/))).toContain('Give a whole web address');

    await user.clear(within(dialog).getByLabelText(/^Address/));
    await user.type(within(dialog).getByLabelText(/^Address/), 'https://192.168.1.9/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(/not on the public internet/)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/^Address/));
    await user.type(within(dialog).getByLabelText(/^Address/), 'https://crm.example.org/events');
    await user.click(within(dialog).getByRole('checkbox', { name: /Payout decided/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(sent).toContainEqual(expect.objectContaining({ method: 'POST', body: { url: 'https://crm.example.org/events', description: '', events: ['case.created', 'case.status_changed'] } }));
    expect(within(shown).getByTestId('shown-once').textContent).toBe('whsec_secretsecretsecretsecretsecretsecretsecret1');
    expect(shown.textContent).toContain('Haven-Signature');
    expect((await axe.run(shown)).violations).toEqual([]);
  });

  it('reads the delivery log, filters it, sends a failed delivery again, pauses and sends a test event', async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/integrations', <IntegrationsPage />);
    const row = (await screen.findByText('https://tickets.example.org/haven')).closest('tr')!;
    expect(row.textContent).toContain('12 delivered, 1 failed');

    await user.click(within(row).getByRole('button', { name: 'Send a test event to Ticketing' }));
    await waitFor(() => expect(toastText()).toContain('Test event sent'));
    expect(sent).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/admin/webhooks/5/test' }));

    await user.click(within(row).getByRole('button', { name: 'Deliveries of Ticketing' }));
    const log = await screen.findByRole('dialog', { name: 'Deliveries' });
    const failedRow = (await within(log).findByText('HTTP 500')).closest('tr')!;
    expect(within(failedRow).getByText('Failed')).toBeTruthy();
    expect((await axe.run(log)).violations).toEqual([]);
    await user.click(within(failedRow).getByRole('button', { name: /^Send case.status_changed of .* again$/ }));
    await waitFor(() => expect(toastText()).toContain('Sent again'));
    expect(sent).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/admin/webhooks/5/deliveries/40/resend' }));

    await user.selectOptions(within(log).getByRole('combobox', { name: 'Show' }), 'Delivered');
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ path: '/api/admin/webhooks/5/deliveries', query: expect.stringContaining('status=delivered') }));
    await waitFor(() => expect(within(log).queryByText('HTTP 500')).toBeNull());
    await user.click(within(log).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deliveries of Ticketing' })));

    await user.click(screen.getByRole('button', { name: 'Pause Ticketing' }));
    await waitFor(() => expect(toastText()).toContain('Webhook paused'));
    expect(sent).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/api/admin/webhooks/5', body: { active: false } }));
  });

  it('tells a caseworker who opens the address that only an admin manages integrations, and asks the server nothing of them', async () => {
    const sent = serverWith('caseworker');
    renderAt('/admin/integrations', <IntegrationsPage />);
    expect(await screen.findByText('Only an admin can manage API keys and webhooks.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
