import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffIncident, IncidentMoneyTrail } from '@shared/incidents/staff-schema';
import { activateLocale } from '@/lib/i18n/texts';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { FinancialsSection } from './financials-section';

const incident = {
  id: 5,
  reference: 'FR-000005',
  lossAmount: '2500.00',
  currency: 'USD',
  version: 3,
  financialData: {
    totalLoss: '0.30',
    recoveredAmount: '0.10',
    transactions: [{ type: 'Card chargeback', amount: '0.10', date: '2026-03-04' }],
  },
} as StaffIncident;

const trail: IncidentMoneyTrail = {
  id: 1,
  transactionType: 'transfer',
  amount: '0.00012345',
  currency: 'BTC',
  fromAccount: null,
  toAccount: 'bc1qexample',
  transactionDate: '2026-03-01T00:00:00.000Z',
  status: 'suspicious',
  blockchainTx: null,
};

const outstanding = () => within(screen.getByText('Outstanding').parentElement!).getByText(/\$/).textContent;

// Every render asks for linked cases; a test that names no calls answers them all with 404, never the network.
beforeEach(() => {
  fakeApi({});
});

describe('the financials section', () => {
  it('shows outstanding as total loss minus recovered, exact to the cent', () => {
    renderInApp(<FinancialsSection incident={incident} moneyTrails={[trail]} />);
    // 0.30 - 0.10 in floating point is 0.19999999999999998.
    expect(outstanding()).toBe('$0.20');
    expect(screen.getByText('Card chargeback · Mar 4, 2026')).toBeTruthy();
  });

  it('recomputes outstanding exactly while editing, and saves the figures as typed', async () => {
    const fetch = fakeApi({ 'PUT /api/admin/incidents/5': { status: 200, body: {} } });
    const { user } = renderInApp(<FinancialsSection incident={incident} moneyTrails={[]} />);
    await user.click(screen.getByRole('button', { name: 'Edit financials and money trails' }));
    const total = screen.getByLabelText(/^Total loss/);
    const recovered = screen.getByLabelText(/^Recovered amount/);
    await user.clear(total);
    await user.type(total, '1000000.10');
    await user.clear(recovered);
    await user.type(recovered, '999999.90');
    expect(screen.getByRole('status').textContent).toBe('$0.20');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Financial data updated');
    const [url, init] = fetch.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(String(url)).toMatch(/\/api\/admin\/incidents\/5$/);
    expect((init?.headers as Record<string, string>)['if-match']).toBe('"3"');
    expect(JSON.parse(String(init?.body))).toEqual({
      financialData: { totalLoss: '1000000.10', recoveredAmount: '999999.90', transactions: [{ type: 'Card chargeback', amount: '0.10', date: '2026-03-04' }] },
    });
  });

  it('says what the victim will be told of a save, and keeps it from them when unticked (issue 25)', async () => {
    const fetch = fakeApi({ 'PUT /api/admin/incidents/5': { status: 200, body: {} } });
    const { user } = renderInApp(<FinancialsSection incident={incident} moneyTrails={[]} />);
    await user.click(screen.getByRole('button', { name: 'Edit financials and money trails' }));
    const tell = screen.getByRole('checkbox', { name: 'Tell the victim by e-mail' });
    expect(tell.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/^If the recovered amount changes, the victim gets one e-mail saying their case was updated, with a link to the settlement of their case\. It never says what changed/)).toBeTruthy();
    await user.click(tell);
    expect(screen.getByText('The victim is not told of this save. The audit log records that it was kept from them.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Financial data updated');
    const [url] = fetch.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(String(url)).toMatch(/\/api\/admin\/incidents\/5\?tellVictim=false$/);

    // The next edit starts with the victim told again.
    await user.click(screen.getByRole('button', { name: 'Edit financials and money trails' }));
    expect(screen.getByRole('checkbox', { name: 'Tell the victim by e-mail' }).getAttribute('aria-checked')).toBe('true');
  });

  it("lists the linked money trails read-only, each in its own currency (D16)", () => {
    renderInApp(<FinancialsSection incident={incident} moneyTrails={[trail]} />);
    const table = screen.getByRole('table', { name: 'Money trails linked to this case' });
    expect(within(table).getByText('0.00012345 BTC')).toBeTruthy();
  });

  it('marks a trail whose account appears in another case, written differently, one click from it', async () => {
    fakeApi({
      'GET /api/admin/incidents/5/linked': {
        status: 200,
        body: [{ incidentId: 77, reference: 'FR-000077', field: 'fromAccount', value: 'BC1Q-EXAMPLE' }],
      },
    });
    renderInApp(<FinancialsSection incident={incident} moneyTrails={[trail]} />);
    const link = await screen.findByRole('link', { name: 'FR-000077' });
    expect(link.getAttribute('href')).toBe('/admin/incidents/77');
    expect(link.parentElement?.textContent).toBe('Also in FR-000077');
  });

  it("says so honestly when nothing is recorded, and shows the spec's failure toast when saving fails", async () => {
    fakeApi({ 'PUT /api/admin/incidents/5': { status: 500, body: { code: 'INTERNAL' } } });
    const { user } = renderInApp(<FinancialsSection incident={{ ...incident, financialData: null }} moneyTrails={[]} />);
    expect(screen.getByText('No financial data recorded yet.')).toBeTruthy();
    expect(screen.getByText('No money trails linked to this case.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit financials and money trails' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update financial data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it("draws the money's path in the reader's language: its boxes, amounts, dates and statuses", async () => {
    await act(() => activateLocale('es'));
    try {
      const recovered: IncidentMoneyTrail = { ...trail, id: 2, amount: '1500.50', currency: 'EUR', fromAccount: 'bc1qexample', toAccount: '', transactionDate: '2026-03-02T12:00:00.000Z', status: 'recovered' };
      renderInApp(<FinancialsSection incident={incident} moneyTrails={[trail, recovered]} />);
      const picture = screen.getByTestId('money-path');
      await within(picture).findByText('Origen no registrado');
      expect(within(picture).getByText('Destino no registrado')).toBeTruthy();
      const text = (picture.textContent ?? '').replace(/\u00a0/g, ' ');
      expect(text).toContain('0,00012345 BTC · 1 mar 2026 · sospechosa');
      expect(text).toContain('1500,50 € · 2 mar 2026 · recuperada');
      expect(text).not.toMatch(/not recorded|suspicious|recovered/);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
