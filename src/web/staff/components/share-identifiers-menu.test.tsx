import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/hooks/use-toast';
import { storeStaffToken } from '@/lib/staff-token';
import { renderInApp, toastText } from '@/test/render';
import { ShareIdentifiersMenu } from './share-identifiers-menu';

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
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:identifiers', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  dismissToast();
  storeStaffToken(null);
  vi.restoreAllMocks();
});

describe('the Share identifiers menu', () => {
  it("offers STIX 2.1 and MISP, says no victim's data goes, and downloads the case's file with the staff token", async () => {
    const calls = fileServer({
      status: 200,
      body: '{"type":"bundle"}',
      headers: { 'content-type': 'application/stix+json; version=2.1', 'content-disposition': 'attachment; filename="scammer-identifiers-FR-000014-2026-05-04.stix.json"' },
    });
    const { user, container } = renderInApp(<ShareIdentifiersMenu incidentId={14} reference="FR-000014" />);
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Share identifiers' }));
    const menu = screen.getByRole('menu');
    expect(menu.textContent).toContain('never a victim’s data');
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual(['STIX 2.1', 'MISP event']);
    expect(screen.getByRole('menuitem', { name: 'STIX 2.1' }).getAttribute('aria-describedby')).toBeTruthy();
    // The open menu, portalled to the body: a test page has no landmarks, and happy-dom draws no colours.
    const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };
    expect((await axe.run(document.body, options)).violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('menuitem', { name: 'STIX 2.1' }));
    await waitFor(() => expect(toastText()).toContain("The STIX 2.1 file of FR-000014's scammer identifiers was downloaded."));
    expect(calls).toEqual([{ url: '/api/admin/incidents/14/threat-intel?format=stix', authorization: 'Bearer staff-token' }]);
    expect(saved).toEqual(['scammer-identifiers-FR-000014-2026-05-04.stix.json']);
  });

  it('works from the keyboard alone, and asks for every case the staff member may share when given no case', async () => {
    const calls = fileServer({ status: 200, body: '{"Event":{}}', headers: { 'content-type': 'application/json' } });
    const { user } = renderInApp(<ShareIdentifiersMenu />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share identifiers' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'STIX 2.1' })));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'MISP event' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(['/api/admin/threat-intel?format=misp']));
    // No file name from the server: the format's own.
    await waitFor(() => expect(saved).toEqual(['scammer-identifiers.misp.json']));
    expect(toastText()).toContain('The MISP event file of the scammer identifiers of every case you may share was downloaded.');
  });

  it("says why the server refused, in its words, and saves nothing", async () => {
    fileServer({
      status: 409,
      body: JSON.stringify({ code: 'THREAT_INTEL_NOT_SHAREABLE', message: 'This report is not confirmed yet, so nothing of it is shared' }),
      headers: { 'content-type': 'application/json' },
    });
    const { user } = renderInApp(<ShareIdentifiersMenu incidentId={15} reference="FR-000015" />);
    await user.click(screen.getByRole('button', { name: 'Share identifiers' }));
    await user.click(screen.getByRole('menuitem', { name: 'MISP event' }));
    await waitFor(() => expect(toastText()).toContain("Failed to share FR-000015's scammer identifiers: This report is not confirmed yet, so nothing of it is shared"));
    expect(saved).toEqual([]);
  });
});
