import { electronicFormatIBAN, friendlyFormatIBAN, getCountrySpecifications, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

// D32: IBANs are kept in their electronic form (upper case, no spaces: DE89370400440532013000) so
// linked cases and "Notify me" compare the real account number, and shown in groups of four as
// banks print them. ibantools knows each country's length and layout and the ISO 7064 mod-97
// check digits.

const ibanCountries = new Set(
  Object.entries(getCountrySpecifications())
    .filter(([, spec]) => spec.chars)
    .map(([code]) => code),
);

/**
 * True when the text is written as an IBAN would be (a country that has IBANs, two check digits,
 * then 11 to 30 letters and digits, spaces and dashes aside), whether or not its digits hold. An
 * account number of digits only, or a wallet, never looks like one.
 */
export function looksLikeIban(text: string): boolean {
  const compact = text.replace(/[\s-]+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact) && ibanCountries.has(compact.slice(0, 2));
}

export type IbanCheck = { ok: true; iban: string } | { ok: false; problem: string };

/** An IBAN checked: its electronic form, or why it cannot be an IBAN, in words for the person who typed it. */
export function checkIban(text: string): IbanCheck {
  const iban = electronicFormatIBAN(text.replace(/-/g, '')) ?? '';
  const result = validateIBAN(iban);
  if (result.valid) return { ok: true, iban };
  if (result.errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) {
    return { ok: false, problem: `That IBAN has the wrong number of characters for ${iban.slice(0, 2)}: check it against the statement` };
  }
  return { ok: false, problem: 'That IBAN does not add up (its check digits do not match): check it against the statement' };
}

/** An electronic IBAN in groups of four ('DE89 3704 0044 0532 0130 00'); any other text as it is. */
export function friendlyIban(stored: string): string {
  return validateIBAN(stored).valid ? (friendlyFormatIBAN(stored) ?? stored) : stored;
}
