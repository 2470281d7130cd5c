import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportLists, exportListTitles } from '@shared/export/schema';
import { dismissToast } from '@/hooks/use-toast';
import { renderAt } from '@/test/render';
import ExportPage from './export-page';

/** The session call answers with `role`; every export call is recorded and answered with a file. */
function serverFor(role: 'admin' | 'caseworker') {
  const exports: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input === '/api/admin/session') {
        return new Response(JSON.stringify({ username: 'me', displayName: 'Me', role }), { headers: { 'content-type': 'application/json' } });
      }
      exports.push(input);
      return new Response('[]', { headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="x-2026-05-04.json"' } });
    }),
  );
  return exports;
}

const renderPage = () => renderAt('/admin/export', <ExportPage />);

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
});

describe('the Export section', () => {
  it('offers every staff list as CSV and JSON, and passes axe', async () => {
    serverFor('admin');
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Export' })).toBeTruthy();
    for (const list of exportLists) {
      const card = screen.getByRole('region', { name: exportListTitles[list] });
      expect(within(card).getAllByRole('button').map((button) => button.textContent?.trim())).toEqual([
        `Download ${exportListTitles[list]} as CSV`,
        `Download ${exportListTitles[list]} as JSON`,
      ]);
    }
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ...exportLists.map((list) => exportListTitles[list]),
      'Scammer Identifiers',
    ]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('downloads the chosen list in the chosen format, every row (no filter, no paging)', async () => {
    const exports = serverFor('admin');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download Money Trails as JSON' }));
    await user.click(screen.getByRole('button', { name: 'Download Audit Log as CSV' }));
    await waitFor(() => expect(exports).toEqual(['/api/admin/export/money-trails?format=json', '/api/admin/export/audit-log?format=csv']));
  });

  it('works from the keyboard alone', async () => {
    const exports = serverFor('admin');
    const { user } = renderPage();
    await screen.findByRole('button', { name: 'Download Users as CSV' });
    await user.tab();
    expect(document.activeElement?.textContent?.trim()).toBe('Download Users as CSV');
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(exports).toEqual(['/api/admin/export/users?format=json']));
  });

  it('tells a caseworker the audit log is for admins, and offers them the rest', async () => {
    serverFor('caseworker');
    renderPage();
    const audit = screen.getByRole('region', { name: 'Audit Log' });
    expect(await within(audit).findByText('Only an admin can export the audit log.')).toBeTruthy();
    expect(within(audit).queryAllByRole('button')).toEqual([]);
    expect(within(screen.getByRole('region', { name: 'Messages' })).getAllByRole('button')).toHaveLength(2);
    // D17: every file they may take holds only their own cases.
    const own = 'Your file holds only those of your own cases; an export of everyone is an admin’s.';
    for (const name of ['Users', 'Incidents', 'Recovery Applications', 'Money Trails', 'Payouts', 'Documents', 'Messages']) {
      expect(within(screen.getByRole('region', { name })).getByText(own)).toBeTruthy();
    }
    expect(within(audit).queryByText(own)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Scammer Identifiers' })).getByText(own)).toBeTruthy();
  });

  it("shares every case's scammer identifiers as STIX 2.1 or a MISP event, from the keyboard (issue 27)", async () => {
    const exports = serverFor('admin');
    const { user } = renderPage();
    const card = await screen.findByRole('region', { name: 'Scammer Identifiers' });
    expect(card.textContent).toContain('Never a victim’s name');
    within(card).getByRole('button', { name: 'Share identifiers' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'STIX 2.1' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(exports).toEqual(['/api/admin/threat-intel?format=stix']));
  });
});
