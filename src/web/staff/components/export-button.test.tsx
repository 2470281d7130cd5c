import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/hooks/use-toast';
import { storeStaffToken } from '@/lib/staff-token';
import { renderInApp, toastText } from '@/test/render';
import { exportPath } from '@/staff/lib/export-path';
import { ExportButton } from './export-button';

type Answer = { status: number; body: string; headers?: Record<string, string> };

/** The staff API's file answers: each call is recorded with its address and token. */
function fileServer(answer: Answer) {
  const calls: { url: string; authorization: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push({ url: input, authorization: (init?.headers as Record<string, string> | undefined)?.authorization });
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    }),
  );
  return calls;
}

const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  storeStaffToken('staff-token');
  // happy-dom has no object URLs; the download itself is the browser's business.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  dismissToast();
  storeStaffToken(null);
  vi.restoreAllMocks();
});

describe('exportPath', () => {
  it("keeps the list's filters, drops its paging and names the format", () => {
    expect(exportPath('users', 'csv', 'page=3&pageSize=50&q=ann+lee&status=verified&sort=email')).toBe(
      '/api/admin/export/users?q=ann+lee&status=verified&sort=email&format=csv',
    );
    expect(exportPath('money-trails', 'json', 'page=1&pageSize=25&status=pending&sort=newest&email=a%40b.org&incidentId=7')).toBe(
      '/api/admin/export/money-trails?status=pending&sort=newest&email=a%40b.org&incidentId=7&format=json',
    );
    expect(exportPath('audit-log', 'csv')).toBe('/api/admin/export/audit-log?format=csv');
    // A format already in the query is replaced, never sent twice.
    expect(exportPath('documents', 'json', 'format=csv&q=x')).toBe('/api/admin/export/documents?q=x&format=json');
  });
});

describe('the Export button', () => {
  it("downloads the list's export with the page's filters and the staff token, under the server's file name", async () => {
    const calls = fileServer({
      status: 200,
      body: '"ID"\r\n"1"\r\n',
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="users-2026-05-04.csv"' },
    });
    const { user, container } = renderInApp(<ExportButton list="users" query="page=2&pageSize=25&q=ann&status=verified&sort=newest" />);
    const button = screen.getByRole('button', { name: 'Export' });
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(button);

    await waitFor(() => expect(toastText()).toContain('Export ready'));
    expect(toastText()).toContain('The CSV of the users was downloaded.');
    expect(calls).toEqual([{ url: '/api/admin/export/users?q=ann&status=verified&sort=newest&format=csv', authorization: 'Bearer staff-token' }]);
    expect(saved).toEqual(['users-2026-05-04.csv']);
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('works from the keyboard', async () => {
    const calls = fileServer({ status: 200, body: '[]', headers: { 'content-type': 'application/json' } });
    const { user } = renderInApp(<ExportButton list="messages" format="json" query="q=bank" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(['/api/admin/export/messages?q=bank&format=json']));
    // No file name from the server: the list's own.
    await waitFor(() => expect(saved).toEqual(['messages.json']));
  });

  it("says why an export was refused, in the server's words, and saves nothing", async () => {
    fileServer({
      status: 403,
      body: JSON.stringify({ code: 'STAFF_ROLE_REQUIRED', message: 'Only an admin can do this' }),
      headers: { 'content-type': 'application/json' },
    });
    const { user } = renderInApp(<ExportButton list="audit-log" />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toastText()).toContain('Failed to export audit log: Only an admin can do this'));
    expect(saved).toEqual([]);
  });
});
