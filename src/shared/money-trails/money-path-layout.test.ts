import { describe, expect, it } from 'vitest';
import { layoutMoneyPath } from './money-path-layout';

const trail = (id: number, from: string | null, to: string, values: object = {}) => ({
  id,
  transactionType: 'transfer',
  amount: '100.00',
  currency: 'USD',
  fromAccount: from,
  toAccount: to,
  transactionDate: `2026-03-0${id}T00:00:00.000Z`,
  status: 'pending',
  ...values,
});

describe('layoutMoneyPath', () => {
  it('places each account once, left to right along the money, with no boxes overlapping', () => {
    const placed = layoutMoneyPath([
      trail(1, 'Victim bank GB29 NWBK', 'Mule account 12345678'),
      trail(2, 'mule-account-12345678', 'bc1qscammerwallet', { amount: '0.00012345', currency: 'BTC', status: 'suspicious' }),
      trail(3, null, 'bc1qscammerwallet'),
    ]);
    expect(placed.nodes.map((n) => n.label).sort()).toEqual(['Mule account 12345678', 'Source not recorded', 'Victim bank GB29 NWBK', 'bc1qscammerwallet'].sort());
    const x = (label: string) => placed.nodes.find((n) => n.label === label)!.x;
    expect(x('Victim bank GB29 NWBK')).toBeLessThan(x('Mule account 12345678'));
    expect(x('Mule account 12345678')).toBeLessThan(x('bc1qscammerwallet'));
    for (const a of placed.nodes)
      for (const b of placed.nodes)
        if (a !== b) expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
    expect(placed.arrows.flatMap((a) => a.lines)).toContain('0.00012345 BTC · Mar 2, 2026 · suspicious');
  });

  it('draws transfers between the same two accounts as one arrow listing them', () => {
    const trails = [1, 2, 3, 4, 5].map((i) => trail(i, 'account-aaaaaa', 'account-bbbbbb'));
    const placed = layoutMoneyPath(trails);
    expect(placed.arrows).toHaveLength(1);
    expect(placed.arrows[0]!.lines).toHaveLength(4);
    expect(placed.arrows[0]!.lines[3]).toBe('and 2 more');
  });
});
