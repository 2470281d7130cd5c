import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffReport } from '@shared/reports/staff-schema';
import { dismissToast } from '@/hooks/use-toast';
import { activateLocale } from '@/lib/i18n/texts';
import { fakeApi } from '@/test/fake-api';
import { renderAt, toastText } from '@/test/render';
import ReportsPage from './reports-page';

const report = (id: number, values: Partial<StaffReport> = {}): StaffReport => ({
  id,
  type: 'incident_summary',
  name: 'Incident Summary report',
  description: 'All dates · all statuses · all platform types',
  covers: { filters: { status: 'all', platformType: 'all' }, tagName: null },
  status: 'completed',
  generatedAt: `2026-11-2${id % 10}T10:00:00.000Z`,
  generatedBy: 'alex',
  ...values,
});

function serverWith(recent: StaffReport[], generate: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  const fetch = fakeApi({
    'GET /api/admin/reports': { status: 200, body: { items: recent, total: recent.length } },
    'GET /api/admin/reports/filter-options': { status: 200, body: { platformTypes: ['Cryptocurrency Exchange', 'Dating Site'] } },
    'GET /api/admin/tags': { status: 200, body: { items: [{ id: 3, name: 'Elderly victim', colour: 'blue' }] } },
    'POST /api/admin/reports/generate': ({ body }) => {
      sent.push(body);
      return generate;
    },
    'GET /api/admin/reports/12/pdf': { status: 200, body: {} },
    'GET /api/admin/reports/3/pdf': { status: 200, body: {} },
  });
  const pdfCalls = () => fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('/pdf'));
  return { sent, pdfCalls };
}

const renderPage = () => renderAt('/admin/reports', <ReportsPage />);

beforeEach(() => {
  // jsdom has no object URLs; the download itself is the browser's business.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined }));
});
afterEach(() => dismissToast());

describe('the reports page', () => {
  it('shows the four cards and the five most recent reports, and passes axe', async () => {
    serverWith([1, 2, 3, 4, 5].map((id) => report(id)), { status: 200, body: {} });
    const { container } = renderPage();
    for (const name of ['Incident Summary', 'User Activity', 'Financial Overview', 'Recovery Statistics']) {
      expect(await screen.findByRole('region', { name })).toBeTruthy();
    }
    const recent = await screen.findByRole('list', { name: 'Recent reports' });
    expect(within(recent).getAllByRole('button', { name: /^Download PDF/ })).toHaveLength(5);
    expect(await screen.findAllByRole('option', { name: 'Dating Site' })).toHaveLength(4);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("generates with the card's filters, says 'Report Generated' and downloads the PDF at once", async () => {
    const server = serverWith([], { status: 200, body: { ...report(12, { type: 'financial_overview', name: 'Financial Overview report' }), filters: {} } });
    const { user } = renderPage();
    const card = await screen.findByRole('region', { name: 'Financial Overview' });
    await user.type(within(card).getByLabelText('From'), '2025-01-01');
    await user.type(within(card).getByLabelText('To'), '2025-03-31');
    await user.selectOptions(within(card).getByLabelText('Status'), 'resolved');
    await user.click(within(card).getByRole('button', { name: 'Generate Financial Overview' }));
    await waitFor(() => expect(toastText()).toContain('Report Generated'));
    expect(server.sent).toEqual([{ type: 'financial_overview', filters: { from: '2025-01-01', to: '2025-03-31', status: 'resolved', platformType: 'all' } }]);
    await waitFor(() => expect(server.pdfCalls()).toEqual(['/api/admin/reports/12/pdf']));
  });

  it('refuses a period that ends before it starts, without asking the server', async () => {
    const server = serverWith([], { status: 200, body: {} });
    const { user } = renderPage();
    const card = await screen.findByRole('region', { name: 'User Activity' });
    await user.type(within(card).getByLabelText('From'), '2025-03-01');
    await user.type(within(card).getByLabelText('To'), '2025-01-01');
    await user.click(within(card).getByRole('button', { name: 'Generate User Activity' }));
    expect(await within(card).findByText('To must be on or after From')).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it("shows the spec's failure toast when the server fails", async () => {
    serverWith([], { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Generate Recovery Statistics' }));
    await waitFor(() => expect(toastText()).toBe('Error Failed to generate report. Please try again.'));
  });

  it('downloads a recent report again', async () => {
    const server = serverWith([report(3)], { status: 200, body: {} });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download PDF of Incident Summary report #3' }));
    await waitFor(() => expect(server.pdfCalls()).toEqual(['/api/admin/reports/3/pdf']));
  });

  it('narrows a case report to one tag, and offers no tag on User Activity, which counts accounts (issue 26)', async () => {
    const server = serverWith([], { status: 200, body: { ...report(12), filters: {} } });
    const { user } = renderPage();
    const card = await screen.findByRole('region', { name: 'Incident Summary' });
    await user.selectOptions(within(card).getByLabelText('Tag'), await within(card).findByRole('option', { name: 'Elderly victim' }));
    await user.click(within(card).getByRole('button', { name: 'Generate Incident Summary' }));
    await waitFor(() => expect(server.sent).toEqual([{ type: 'incident_summary', filters: { status: 'all', platformType: 'all', tag: 3 } }]));
    expect(within(screen.getByRole('region', { name: 'User Activity' })).queryByLabelText('Tag')).toBeNull();
  });

  describe('says each recent report in the reader’s language, from what it covered (issue 28)', () => {
    const covered = report(7, {
      type: 'financial_overview',
      name: 'Financial Overview report',
      description: 'Reported Jan 1, 2025 to Mar 31, 2025 · status Resolved · platform type Dating Site · tag Elderly victim',
      covers: { filters: { from: '2025-01-01', to: '2025-03-31', status: 'resolved', platformType: 'Dating Site', tag: 3 }, tagName: 'Elderly victim' },
    });
    // Made before the tag's name was kept: only its stored words describe it.
    const older = report(6, { description: 'Reported 2024-01-01 to 2024-12-31 · all statuses · all platform types · tag Old name', covers: null });

    it('in English', async () => {
      serverWith([covered, older], { status: 200, body: {} });
      renderPage();
      const recent = await screen.findByRole('list', { name: 'Recent reports' });
      expect(within(recent).getByText('Reported Jan 1, 2025 to Mar 31, 2025 · status Resolved · platform type Dating Site · tag Elderly victim')).toBeTruthy();
      expect(within(recent).getByText('Reported 2024-01-01 to 2024-12-31 · all statuses · all platform types · tag Old name')).toBeTruthy();
      expect(within(recent).getByRole('button', { name: 'Download PDF of Financial Overview report #7' })).toBeTruthy();
    });

    it('in Spanish', async () => {
      await act(() => activateLocale('es'));
      try {
        serverWith([covered, older], { status: 200, body: {} });
        renderPage();
        const recent = await screen.findByRole('list', { name: 'Informes recientes' });
        expect(within(recent).getByText('Denunciados del 1 ene 2025 al 31 mar 2025 · estado Resuelto · tipo de plataforma Dating Site · etiqueta Elderly victim')).toBeTruthy();
        expect(within(recent).getByText('Reported 2024-01-01 to 2024-12-31 · all statuses · all platform types · tag Old name')).toBeTruthy();
        expect(within(recent).getByText('Informe de resumen financiero #7')).toBeTruthy();
        expect(await screen.findByRole('region', { name: 'Resumen financiero' })).toBeTruthy();
        expect(recent.textContent).not.toMatch(/Reported Jan|Financial Overview report/);
      } finally {
        await act(() => activateLocale('en'));
      }
    });
  });
});
