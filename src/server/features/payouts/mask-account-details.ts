import { normaliseDetails } from './fraud-accounts';

const MASK = '••••';
// Where an account number cannot go on (as the fraud-account check splits details).
const SEPARATORS = /[\s,;:()[\]{}<>"'|/\\]+/;
// A bank's BIC/SWIFT code: bank, country, place, optional branch ('COBADEFFXXX', whose XXX is a
// placeholder meaning "head office"). Its characters identify a bank, never the victim's account.
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
const EMAIL = /^([^\s@]+)@([^\s@]+\.[^\s@]+)$/;

/** ISO 13616: the first four characters moved to the end, letters as 10..35, the number mod 97 is 1. */
function isIban(candidate: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(candidate)) return false;
  const digits = (candidate.slice(4) + candidate.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The IBAN the words name, written in groups or run together: the longest that checks out. */
function ibanIn(words: string[]): string | null {
  let found: string | null = null;
  words.forEach((word, start) => {
    if (!/^[A-Z]{2}\d{2}/.test(word)) return;
    let joined = '';
    for (let end = start; end < words.length && joined.length < 34; end++) {
      joined += words[end]!.replace(/[^A-Z0-9]/g, '');
      if (isIban(joined) && (found === null || joined.length > found.length)) found = joined;
    }
  });
  return found;
}

/** The longest run of digits (groups joined by a space or a dash): an account or card number. */
function accountNumberIn(text: string): string | null {
  const runs = (text.match(/\d(?:[ -]?\d)*/g) ?? []).map((run) => run.replace(/\D/g, ''));
  const longest = runs.reduce<string | null>((best, run) => (best === null || run.length >= best.length ? run : best), null);
  return longest !== null && longest.length >= 4 ? longest : null;
}

/**
 * What is ever shown back of a payout account (D5): the last four characters of the account
 * itself, e.g. '•••• 3000' for 'IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX'. The IBAN,
 * else the longest account number, else a PayPal address as 'j•••@example.com'; a bank code's
 * letters ('FXXX') are never taken for the account, and too little to mask shows nothing.
 */
export function maskAccountDetails(plaintext: string): string {
  const text = normaliseDetails(plaintext).trim();
  const words = text.toUpperCase().split(SEPARATORS).filter((w) => w.length > 0);
  const account = ibanIn(words) ?? accountNumberIn(text);
  if (account !== null) return `${MASK} ${account.slice(-4)}`;

  const email = text.split(SEPARATORS).map((w) => EMAIL.exec(w)).find((m) => m !== null);
  if (email) return `${email[1]!.charAt(0)}•••@${email[2]}`;

  // A word written in capitals with a bank code's shape is one ('COBADEFFXXX'); 'Barclays' is not.
  const rest = text
    .split(SEPARATORS)
    .filter((w) => !BIC.test(w))
    .join('')
    .replace(/[^\p{L}\p{Nd}]/gu, '');
  return [...rest].length >= 4 ? `${MASK} ${[...rest].slice(-4).join('')}` : MASK;
}
