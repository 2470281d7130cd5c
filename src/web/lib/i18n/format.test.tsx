import { afterEach, describe, expect, it } from 'vitest';
import { resetSettingsForTests } from '@/lib/branding/get-settings';
import { formatDate, formatDateTime, formatDateTimeWithZone, formatDayOfMonth, formatMoneyTotals, formatMonth, formatTimeZone } from './format';
import { activateLocale } from './texts';

// Dates in the organisation's time zone (setting `time_zone`), with the zone named where the hour
// matters (issue 28). The zone comes from the settings this browser last saw, as on a first screen.

function organisationIn(timeZone: string) {
  localStorage.setItem('haven:branding', JSON.stringify({ timeZone }));
  resetSettingsForTests();
}

afterEach(async () => {
  localStorage.removeItem('haven:branding');
  resetSettingsForTests();
  await activateLocale('en');
});

const winter = '2026-11-29T15:05:00Z';
const summer = '2026-07-01T15:05:00Z';

describe('formatDateTimeWithZone', () => {
  it("writes the moment in the organisation's zone and names that zone as it was then", () => {
    organisationIn('Europe/Berlin');
    expect(formatDateTimeWithZone(winter)).toBe('Nov 29, 2026, 4:05 PM GMT+1');
    expect(formatDateTimeWithZone(summer)).toBe('Jul 1, 2026, 5:05 PM GMT+2');
    organisationIn('America/New_York');
    expect(formatDateTimeWithZone(new Date(winter))).toBe('Nov 29, 2026, 10:05 AM EST');
    organisationIn('UTC');
    expect(formatDateTimeWithZone(winter)).toBe('Nov 29, 2026, 3:05 PM UTC');
  });

  it("is in the reader's language", async () => {
    organisationIn('Europe/Berlin');
    await activateLocale('es');
    expect(formatDateTimeWithZone(winter)).toBe('29 nov 2026, 16:05 CET');
    expect(formatDateTimeWithZone(summer)).toBe('1 jul 2026, 17:05 CEST');
  });

  it('says when there is no date, as formatDateTime does, and formatDateTime itself names no zone', () => {
    organisationIn('Europe/Berlin');
    expect(formatDateTimeWithZone(null)).toBe('No date available');
    expect(formatDateTimeWithZone('nonsense')).toBe('Invalid date');
    expect(formatDateTime(winter)).toBe('Nov 29, 2026, 4:05 PM');
  });
});

describe('formatTimeZone', () => {
  it("names the organisation's zone once, whatever the season, in the reader's language", async () => {
    organisationIn('Europe/Berlin');
    expect(formatTimeZone()).toBe('Central European Time');
    organisationIn('America/New_York');
    expect(formatTimeZone()).toBe('Eastern Time');
    // The default zone has no generic name but its own short one, never "GMT+00:00".
    organisationIn('UTC');
    expect(formatTimeZone()).toBe('UTC');
    organisationIn('Europe/Berlin');
    await activateLocale('es');
    expect(formatTimeZone()).toBe('hora de Europa central');
  });

  it("falls back to the browser's zone when the setting names none that exists", () => {
    organisationIn('Mars/Olympus_Mons');
    const browsersZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    organisationIn(browsersZone);
    const browsers = formatTimeZone();
    organisationIn('Mars/Olympus_Mons');
    expect(formatTimeZone()).toBe(browsers);
    expect(formatDateTimeWithZone(winter)).toBe(new Date(winter).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }));
  });
});

describe('calendar days and months (formatDate, formatMonth, formatDayOfMonth)', () => {
  it('write a day or a month the server counted in as that very day, in any time zone', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      organisationIn(zone);
      expect(formatDate('2026-03-02')).toBe('Mar 2, 2026');
      expect(formatDayOfMonth('2026-01-05')).toBe('Jan 5');
      expect(formatMonth('2026-03')).toBe('Mar 2026');
      expect(formatMonth('2026-03', { long: true })).toBe('March 2026');
    }
    // A moment, unlike a day, is the organisation's day: Kiritimati (UTC+14) is already on the 3rd.
    organisationIn('Pacific/Kiritimati');
    expect(formatDate('2026-03-02T12:00:00Z')).toBe('Mar 3, 2026');
    await activateLocale('es');
    expect(formatDate('2026-03-02')).toBe('2 mar 2026');
    expect(formatDayOfMonth('2026-01-05')).toBe('5 ene');
    expect(formatMonth('2026-03', { long: true })).toBe('marzo de 2026');
  });

  it('say what is not a day or a month as it came, or why there is no date', () => {
    expect(formatMonth('March')).toBe('March');
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatDayOfMonth('')).toBe('No date available');
    expect(formatDate('2026-02-30x')).toBe('Invalid date');
  });
});

describe('formatMoneyTotals', () => {
  it('says in words that there is no amount, in the reader\'s language, rather than a zero in a currency nobody used (issue 28)', async () => {
    organisationIn('Europe/Berlin');
    expect(formatMoneyTotals([])).toBe('No amount');
    expect(formatMoneyTotals([], 'No cases yet')).toBe('No cases yet');
    await activateLocale('es');
    expect(formatMoneyTotals([])).toBe('Sin importe');
    expect(formatMoneyTotals([{ currency: 'EUR', amount: '7750.00' }]).replace(/\s/g, ' ')).toBe('7750,00 EUR');
  });
});
