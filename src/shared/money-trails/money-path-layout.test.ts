import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/dates';
import { formatTrailAmount } from './amount';
import { layoutMoneyPath, type MoneyPathWords } from './money-path-layout';

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

// The words a caller hands the layout: the web's and the PDF's, here written out in two languages.
const wordsIn = (locale: string, words: Pick<MoneyPathWords, 'sourceNotRecorded' | 'destinationNotRecorded' | 'statuses' | 'more'>): MoneyPathWords => ({
  ...words,
  amount: (amount, currency) => formatTrailAmount(amount, currency, locale),
  date: (date) => formatDate(date, { locale, timeZone: 'UTC' }),
});
const english = wordsIn('en-US', {
  sourceNotRecorded: 'Source not recorded',
  destinationNotRecorded: 'Destination not recorded',
  statuses: { suspicious: 'suspicious', recovered: 'recovered' },
  more: (count) => `and ${count} more`,
});
const spanish = wordsIn('es', {
  sourceNotRecorded: 'Origen no registrado',
  destinationNotRecorded: 'Destino no registrado',
  statuses: { suspicious: 'sospechosa', recovered: 'recuperada' },
  more: (count) => `y ${count} más`,
});

describe('layoutMoneyPath', () => {
  it('places each account once, left to right along the money, with no boxes overlapping', () => {
    const placed = layoutMoneyPath([
      trail(1, 'Victim bank GB29 NWBK', 'Mule account 12345678'),
      trail(2, 'mule-account-12345678', 'bc1qscammerwallet', { amount: '0.00012345', currency: 'BTC', status: 'suspicious' }),
      trail(3, null, 'bc1qscammerwallet'),
    ], english);
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
    const placed = layoutMoneyPath(trails, english);
    expect(placed.arrows).toHaveLength(1);
    expect(placed.arrows[0]!.lines).toHaveLength(4);
    expect(placed.arrows[0]!.lines[3]).toBe('and 2 more');
  });

  it("says everything in its caller's words: Spanish boxes, amounts, dates and statuses", () => {
    const placed = layoutMoneyPath(
      [
        trail(1, null, 'Mule account 12345678', { amount: '1500.50', currency: 'EUR', status: 'recovered' }),
        trail(2, 'mule-account-12345678', '', { amount: '0.00012345', currency: 'BTC', status: 'suspicious' }),
        ...[3, 4, 5, 6].map((i) => trail(i, 'account-aaaaaa', 'account-bbbbbb', { status: 'pending' })),
      ],
      spanish,
    );
    const unknown = placed.nodes.filter((n) => n.unknown).map((n) => n.label);
    expect(unknown.sort()).toEqual(['Destino no registrado', 'Origen no registrado']);
    const lines = placed.arrows.flatMap((a) => a.lines).map((line) => line.replace(/\u00a0/g, ' '));
    expect(lines).toContain('1500,50 € · 1 mar 2026 · recuperada');
    expect(lines).toContain('0,00012345 BTC · 2 mar 2026 · sospechosa');
    // A status not worth noting stays off the arrow, in any language; the fourth transfer is counted.
    expect(lines).toContain('100,00 US$ · 3 mar 2026');
    expect(lines).toContain('y 1 más');
    expect(lines.join(' ')).not.toMatch(/not recorded|suspicious|recovered|more|Mar/);
  });

  it('names a missing destination as such, not as a missing source', () => {
    const placed = layoutMoneyPath([trail(1, 'account-aaaaaa', '  ')], english);
    expect(placed.nodes.map((n) => [n.label, n.unknown])).toEqual([
      ['account-aaaaaa', false],
      ['Destination not recorded', true],
    ]);
  });
});
