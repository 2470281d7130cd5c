import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@shared/dashboard/schema';
import { StatCards } from './stat-cards';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const usd = { currency: 'USD', totalLoss: '12000.00', recovered: '0.00', lossWithRecoveryHelp: '0.00', availableForPayout: '0.00', successRate: 0 };
const eur = { currency: 'EUR', totalLoss: '7750.00', recovered: '1000.00', lossWithRecoveryHelp: '7750.00', availableForPayout: '850.00', successRate: 12.9 };

function statOf(container: HTMLElement, label: string) {
  return plain(container.querySelector(`[data-stat="${label}"]`)?.textContent);
}

describe('StatCards: one figure per currency (issue 28)', () => {
  it('never adds euros to dollars', () => {
    const totals: DashboardSummary['totals'] = { byCurrency: [usd, eur], incidentCount: 3 };
    const { container } = render(<StatCards totals={totals} />);
    expect(statOf(container, 'Total loss')).toBe('$12K · €7K');
    expect(plain(container.textContent)).toContain('Exactly USD 12,000.00 · EUR 7,750.00');
    expect(statOf(container, 'Recovered')).toBe('$0.00 · €1,000.00');
    expect(statOf(container, 'Available for payout')).toBe('$0.00 · €850.00');
    expect(container.textContent).toContain('Loss on cases where recovery help exists: $0.00 · €7,750.00');
  });

  it('shows a EUR-only victim euros, and no dollar sign anywhere', () => {
    const { container } = render(<StatCards totals={{ byCurrency: [eur], incidentCount: 1 }} />);
    expect(statOf(container, 'Recovered')).toBe('€1,000.00');
    expect(container.textContent).not.toContain('$');
  });

  it('with no case names no currency: no amount, not $0.00', () => {
    const { container } = render(<StatCards totals={{ byCurrency: [], incidentCount: 0 }} />);
    expect(statOf(container, 'Fraud reports')).toBe('0');
    for (const label of ['Total loss', 'Recovered', 'Available for payout']) expect(statOf(container, label)).toBe('No amount');
    expect(container.textContent).toContain('No report yet');
    expect(container.textContent).not.toMatch(/\$|USD|Loss on cases where recovery help exists/);
  });
});
