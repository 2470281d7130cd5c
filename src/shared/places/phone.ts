// parsePhoneNumberFromString answers undefined for what is no number; parsePhoneNumber throws.
import { isSupportedCountry, parsePhoneNumberFromString as parsePhoneNumber, type PhoneNumber } from 'libphonenumber-js/min';
import type { z } from 'zod';
import { optionalTextSchema } from '../schemas';
import { countryName } from './countries';

// D32: phone numbers are checked and kept in E.164 (+442079460958), one written form per number, so the
// same number typed '020 7946 0958' with the country, '+44 20 7946 0958' or '0044 20 7946 0958' is
// one number everywhere it is compared (linked cases, "Notify me").
//
// 'libphonenumber-js/min' on purpose: its metadata checks each country's lengths and leading
// digits (about 40 KB; 'max' adds every number type's full pattern for 145 KB, to tell a mobile
// from a landline, which Haven never asks). The server and the browser run the same check from
// this one file, so a number the form accepts is never refused by the request. Keep this file out
// of the public first load: only the forms that take a number (lazily loaded) import it, never
// src/shared/schemas.ts.

/**
 * The number in E.164, or null when it is not a real number. `region` is the country a number
 * without its country code belongs to (the form's own country field, when it has one); a number
 * starting with + or 00 needs none.
 */
export function toE164(text: string, region?: string | null): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const home = region && isSupportedCountry(region) ? region : undefined;
  const candidates = [trimmed];
  // 00 is the international prefix almost everywhere, but not in every region's own dialling rules
  // (the US dials 011), so '0044 …' is read as '+44 …' when the region's rules did not read it.
  if (trimmed.startsWith('00')) candidates.push(`+${trimmed.slice(2)}`);
  for (const candidate of candidates) {
    const parsed: PhoneNumber | undefined = parsePhoneNumber(candidate, home ? { defaultCountry: home } : undefined);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}

/** An E.164 number as people read it: '+44 20 7946 0958'. Anything else is shown as it was kept. */
export function friendlyPhone(stored: string): string {
  if (!/^\+\d{6,15}$/.test(stored)) return stored;
  return parsePhoneNumber(stored)?.formatInternational() ?? stored;
}

export const PHONE_CHARACTERS_MESSAGE = 'Please enter a phone number in digits (spaces, +, brackets and dashes are fine)';

/**
 * The optional phone field of an application, a profile and a staff-made user. Only its
 * characters are checked here; whether it is a real number depends on the country beside it
 * (`checkPhoneInCountry`).
 */
export const phoneSchema = optionalTextSchema(40, 'Phone number is too long').refine(
  (value) => value === undefined || /^[+\d\s().\-/]+$/.test(value),
  PHONE_CHARACTERS_MESSAGE,
);

/** Why a number was refused, naming the country it was read in. */
export function phoneProblem(region?: string | null): string {
  const where = region ? ` in ${countryName(region)}` : '';
  return `That is not a valid phone number${where}. A number from another country starts with + and its country code, for example +44 20 7946 0958`;
}

type WithPhone = { phone?: string | undefined; country?: string | undefined };

/**
 * A form's phone number read in the form's country: refused with `phoneProblem` when it is not a
 * real number, otherwise kept in E.164. Checks on the object, so the schema stays an object
 * (`.shape`, `.extend`) and both the form and the route run them.
 */
export function checkPhoneInCountry<Schema extends z.ZodType<WithPhone>>(schema: Schema): Schema {
  return schema
    .superRefine((value, ctx) => {
      if (value.phone && !toE164(value.phone, value.country)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: phoneProblem(value.country) });
      }
    })
    .overwrite((value) => (value.phone ? { ...value, phone: toE164(value.phone, value.country) ?? value.phone } : value)) as Schema;
}
