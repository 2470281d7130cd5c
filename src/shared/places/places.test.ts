import { describe, expect, it } from 'vitest';
import { checkAccount } from '../money-trails/account-schema';
import { countryCodes, countryName, countryOptions } from './countries';
import { countryCodeOf, countrySchema, UNKNOWN_COUNTRY_MESSAGE } from './country-schema';
import { checkIban, friendlyIban, looksLikeIban } from './iban';
import { checkPhoneInCountry, friendlyPhone, phoneSchema, toE164 } from './phone';
import { z } from 'zod';

describe('countries', () => {
  it('are the ISO 3166-1 list, each named by the runtime in English and in Spanish', () => {
    expect(countryCodes).toHaveLength(250);
    expect(new Set(countryCodes).size).toBe(250);
    for (const code of countryCodes) expect(countryName(code)).not.toBe(code);
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('GB', 'es')).toBe('Reino Unido');
  });

  it('are sorted in the reader’s language and fall back to English for a locale the runtime cannot read', () => {
    const spanish = countryOptions('es').map((option) => option.label);
    expect(spanish.indexOf('Alemania')).toBeLessThan(spanish.indexOf('Bélgica'));
    expect(spanish.indexOf('Bélgica')).toBeLessThan(spanish.indexOf('Canadá'));
    expect(countryName('FR', 'not a locale!')).toBe('France');
  });

  it('shows a value kept from before codes as it was kept', () => {
    expect(countryName('Narnia')).toBe('Narnia');
    expect(countryName('other')).toBe('Other');
  });

  it('reads codes, the old application values and English names as codes, and refuses what names no country', () => {
    expect(countryCodeOf('gb')).toBe('GB');
    expect(countryCodeOf('uk')).toBe('GB');
    expect(countryCodeOf(' United Kingdom ')).toBe('GB');
    expect(countryCodeOf('united states of america')).toBe('US');
    expect(countryCodeOf('Cote dIvoire')).toBe('CI');
    expect(countryCodeOf('Kenya')).toBe('KE');
    expect(countryCodeOf('other')).toBeNull();
    expect(countryCodeOf('ZZ')).toBeNull();
    const schema = countrySchema('Country is required');
    expect(schema.parse('de')).toBe('DE');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Country is required');
    expect(schema.safeParse('Narnia').error?.issues[0]?.message).toBe(UNKNOWN_COUNTRY_MESSAGE);
  });
});

describe('phone numbers', () => {
  it('are kept in E.164 however they were typed', () => {
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('0044 20 7946 0958')).toBe('+442079460958');
    expect(toE164('0044 20 7946 0958', 'US')).toBe('+442079460958');
    expect(toE164('+44 (0)20 7946 0958', 'DE')).toBe('+442079460958');
    expect(toE164('(202) 555-0143', 'US')).toBe('+12025550143');
  });

  it('are refused when they cannot be a real number', () => {
    expect(toE164('020 7946 0958')).toBeNull();
    expect(toE164('12', 'GB')).toBeNull();
    expect(toE164('+999 1234')).toBeNull();
    expect(toE164('020 7946 0958', 'not a region')).toBeNull();
  });

  it('are checked in the form’s country, with the country named in the refusal', () => {
    const form = checkPhoneInCountry(z.object({ phone: phoneSchema, country: z.string() }));
    expect(form.parse({ phone: '020 7946 0958', country: 'GB' })).toEqual({ phone: '+442079460958', country: 'GB' });
    expect(form.parse({ phone: '', country: 'GB' })).toEqual({ phone: undefined, country: 'GB' });
    const refused = form.safeParse({ phone: '555', country: 'GB' }).error?.issues[0];
    expect(refused?.path).toEqual(['phone']);
    expect(refused?.message).toMatch(/^That is not a valid phone number in United Kingdom\./);
    expect(form.safeParse({ phone: 'call me', country: 'GB' }).error?.issues[0]?.message).toMatch(/^Please enter a phone number in digits/);
  });

  it('are shown grouped', () => {
    expect(friendlyPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(friendlyPhone('07700 900 123')).toBe('07700 900 123');
  });
});

describe('IBANs', () => {
  it('are recognised by their shape, checked by their check digits and kept electronic', () => {
    expect(looksLikeIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(looksLikeIban('12345678')).toBe(false);
    expect(looksLikeIban('ZZ89370400440532013000')).toBe(false);
    expect(checkIban('de89 3704 0044 0532 0130 00')).toEqual({ ok: true, iban: 'DE89370400440532013000' });
    expect(checkIban('DE89 3704 0044 0532 0130 01')).toMatchObject({ ok: false, problem: expect.stringMatching(/check digits/) });
    expect(checkIban('DE89 3704 0044 0532 0130')).toMatchObject({ ok: false, problem: expect.stringMatching(/wrong number of characters for DE/) });
    expect(friendlyIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(friendlyIban('Mule account 12345678')).toBe('Mule account 12345678');
  });
});

describe('a money trail’s account', () => {
  it('keeps an IBAN or a phone number in its one form, anything else as typed, and refuses a bad one', () => {
    expect(checkAccount('gb82-west-1234-5698-7654-32')).toEqual({ ok: true, value: 'GB82WEST12345698765432' });
    expect(checkAccount('GB82 WEST 1234 5698 7654 33')).toMatchObject({ ok: false });
    expect(checkAccount('+44 20 7946 0958')).toEqual({ ok: true, value: '+442079460958' });
    expect(checkAccount('+44 12')).toMatchObject({ ok: false, problem: expect.stringMatching(/country code/) });
    expect(checkAccount('0044 20 7946 0958')).toEqual({ ok: true, value: '+442079460958' });
    expect(checkAccount('0012 3456 78')).toEqual({ ok: true, value: '0012 3456 78' });
    expect(checkAccount('Mule account 12345678 (J. Smith)')).toEqual({ ok: true, value: 'Mule account 12345678 (J. Smith)' });
    expect(checkAccount('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual({ ok: true, value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' });
  });
});
