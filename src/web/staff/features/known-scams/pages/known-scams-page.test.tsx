import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffKnownScams } from '@shared/site-safety/staff-schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderAt } from '@/test/render';
import KnownScamsPage from './known-scams-page';

const listing: StaffKnownScams = {
  listed: [
    { domain: 'fake-bank-secure.com', basis: 'staff', scamType: 'phishing', reason: 'Copies a bank login page to steal passwords', reporters: 0, reports: 0, since: '2026-11-20', decidedBy: 'maria' },
    { domain: 'golden-yield-crypto.com', basis: 'reports', scamType: 'cryptocurrency_fraud', reason: null, reporters: 2, reports: 3, since: '2026-11-02', decidedBy: null },
  ],
  keptOff: [{ domain: 'honest-garden-shop.com', reason: 'Reports were about a look-alike of this shop', reporters: 2, decidedBy: 'maria', decidedAt: '2026-11-21T10:00:00.000Z' }],
  publicLimit: 50,
};

const sessionAs = (role: 'admin' | 'caseworker') => ({ status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role } });

function serverWith(role: 'admin' | 'caseworker', answers: Parameters<typeof fakeApi>[0] = {}) {
  const fetch = fakeApi({
    'GET /api/admin/session': sessionAs(role),
    'GET /api/admin/known-scams': { status: 200, body: listing },
    ...answers,
  });
  const calls = (method: string, path: string) => fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path);
  return { fetch, calls };
}

const renderPage = () => renderAt('/admin/known-scams', <KnownScamsPage />);
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
const violations = async (node: Element) => (await axe.run(node, axeOptions)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

afterEach(() => dismissToast());

describe('the Known Scams staff page', () => {
  it('shows each listed site and why, and the sites staff removed, and passes axe', async () => {
    serverWith('admin');
    renderPage();
    const listed = await screen.findByRole('list', { name: 'Sites on the public list' });
    const items = within(listed).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual(['fake-bank-secure.com', 'golden-yield-crypto.com']);
    expect(within(items[0]!).getByText('Listed by staff')).toBeTruthy();
    expect(within(items[0]!).getByText('Copies a bank login page to steal passwords')).toBeTruthy();
    expect(within(items[1]!).getByText('Reported by people')).toBeTruthy();
    expect(within(items[1]!).getByText('3 confirmed, from 2 different people')).toBeTruthy();
    expect(screen.getByText('2 sites: staff-listed first, then reported, each newest first. The public page shows the first 50.')).toBeTruthy();
    const removed = screen.getByRole('list', { name: 'Sites removed by staff' });
    expect(within(removed).getByText('Reports were about a look-alike of this shop')).toBeTruthy();
    // Sites are plain text: the staff screen links to no scam site.
    expect(within(listed).queryAllByRole('link')).toEqual([]);
    expect(await violations(document.body)).toEqual([]);
  });

  it('lists a site: a too-short reason is shown under its field, then the body goes to the server', async () => {
    const sent: unknown[] = [];
    serverWith('admin', {
      'POST /api/admin/known-scams': ({ body }) => {
        sent.push(body);
        return { status: 200, body: { domain: 'scam-shop.com', listed: true, reason: 'A fake shop that takes payment and never ships', decidedBy: 'maria', decidedAt: '2026-11-26T10:00:00.000Z' } };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'List a site' }));
    const dialog = await screen.findByRole('dialog', { name: 'List a scam site' });
    await user.type(within(dialog).getByLabelText(/^Website/), 'https://login.scam-shop.com/pay');
    await user.selectOptions(within(dialog).getByLabelText(/^Scam type/), 'fake_online_store');
    const reason = within(dialog).getByLabelText(/^Reason/);
    await user.type(reason, 'Fake');
    expect(await violations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'List site' }));
    await waitFor(() => expect(messageOf(reason)).toMatch(/at least 10 characters/));
    expect(sent).toEqual([]);

    await user.clear(reason);
    await user.type(reason, 'A fake shop that takes payment and never ships');
    await user.click(within(dialog).getByRole('button', { name: 'List site' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ site: 'https://login.scam-shop.com/pay', scamType: 'fake_online_store', reason: 'A fake shop that takes payment and never ships' }]);
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    serverWith('admin', {
      'POST /api/admin/known-scams': {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'ftc.gov is a well-known legitimate site (a government body, a large company or one of the most-linked sites). Scammers may use or imitate it, but the site itself is not a scam, so it cannot be listed.' },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'List a site' }));
    const dialog = await screen.findByRole('dialog', { name: 'List a scam site' });
    await user.type(within(dialog).getByLabelText(/^Website/), 'www.ftc.gov');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Someone told us this is fake');
    await user.click(within(dialog).getByRole('button', { name: 'List site' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^ftc\.gov is a well-known legitimate site/);
    expect((within(dialog).getByLabelText(/^Website/) as HTMLInputElement).value).toBe('www.ftc.gov');
  });

  it('removes a site only with a reason, by keyboard, and returns focus to the page', async () => {
    const sent: unknown[] = [];
    const server = serverWith('admin', {
      'POST /api/admin/known-scams/remove': ({ body }) => {
        sent.push(body);
        return { status: 200, body: { domain: 'golden-yield-crypto.com', listed: false, reason: 'The reports were about a different site', decidedBy: 'maria', decidedAt: '2026-11-26T10:00:00.000Z' } };
      },
    });
    const { user } = renderPage();
    const remove = await screen.findByRole('button', { name: 'Remove golden-yield-crypto.com' });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove golden-yield-crypto.com from the public list?' });
    expect(within(dialog).getByText(/2 different people have reported it\. It stays off the list/)).toBeTruthy();
    expect(await violations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove from list' }));
    await waitFor(() => expect(messageOf(within(dialog).getByLabelText(/^Why is this entry wrong/))).toMatch(/at least 10 characters/));
    expect(server.calls('POST', '/api/admin/known-scams/remove')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Why is this entry wrong/), 'The reports were about a different site');
    await user.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ site: 'golden-yield-crypto.com', reason: 'The reports were about a different site' }]);
    // Back on the site's own row (still listed in this fake answer), never on the document body.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-known-scam')).toBe('golden-yield-crypto.com'));
  });

  it('shows a caseworker the list read-only', async () => {
    serverWith('caseworker');
    renderPage();
    await screen.findByRole('list', { name: 'Sites on the public list' });
    await screen.findByText(/Only an admin can list or remove a site/);
    expect(screen.queryByRole('button', { name: 'List a site' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toEqual([]);
    expect(await violations(document.body)).toEqual([]);
  });
});
