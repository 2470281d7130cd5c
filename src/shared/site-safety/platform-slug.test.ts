import { describe, expect, it } from 'vitest';
import { baseSlug, parseSlug, platformSlug } from './platform-slug';

describe('a platform page slug (D28)', () => {
  it('is lower-case ASCII letters and digits joined by single hyphens', () => {
    expect(baseSlug('CoinHarbor Exchange')).toBe('coinharbor-exchange');
    expect(baseSlug('  Crème Brûlée & Co. ')).toBe('creme-brulee-co');
    expect(baseSlug('Straße Ærø')).toBe('strasse-aero');
    expect(baseSlug('ŁÓDŹ — Bank!!')).toBe('lodz-bank');
    expect(baseSlug('crypto---bank___ltd')).toBe('crypto-bank-ltd');
    expect(baseSlug('Крипто Банк')).toBe('');
    expect(baseSlug('İstanbul Işık Şirketi')).toBe('istanbul-isik-sirketi');
    expect(baseSlug('Tiền Điện Tử ＦＸ ²')).toBe('tien-dien-tu-fx-2');
    expect(baseSlug('日本 Exchange 2')).toBe('exchange-2');
    expect(baseSlug(`${'word '.repeat(30)}`)).toHaveLength(79);
    expect(baseSlug(`${'word '.repeat(30)}`)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives the base to its holder, an id to anyone else, and parses back what it gives', () => {
    expect(platformSlug({ id: 4, name: 'Crypto Bank' }, true)).toBe('crypto-bank');
    expect(platformSlug({ id: 9, name: 'crypto-bank' }, false)).toBe('crypto-bank--9');
    expect(platformSlug({ id: 12, name: 'Крипто' }, true)).toBe('platform--12');
    expect(parseSlug('crypto-bank')).toEqual({ kind: 'base', base: 'crypto-bank' });
    expect(parseSlug('crypto-bank--9')).toEqual({ kind: 'id', base: 'crypto-bank', id: 9 });
    for (const bad of ['', 'Crypto', 'a--b--3', '-a', 'a-', 'a---3', 'a--03', 'a b', 'a--99999999999']) expect(parseSlug(bad), bad).toBeNull();
  });
});
