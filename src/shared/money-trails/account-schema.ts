import { z } from 'zod';
import { checkIban, looksLikeIban } from '../places/iban';
import { toE164 } from '../places/phone';

// D32: a money trail's account is free text (a mule's name and account number, a PayPal address, a
// wallet), but when the whole entry is an IBAN or an international phone number it is one real
// account, and linked cases and "Notify me" must match it however it was typed. So such an entry
// is checked and kept in its one written form; anything else is kept exactly as typed.

/** An entry written as a phone number with its country code: '+44 20 7946 0958'. */
const PHONE_WRITTEN = /^\+[\d\s().-]+$/;

export type AccountCheck = { ok: true; value: string } | { ok: false; problem: string };

/**
 * The account as it is kept: an IBAN in electronic form (its check digits must hold), a phone
 * number starting with + in E.164 (it must be a real number), any other text as typed. A number
 * starting with 00 may be a bank's account number as well as a phone number: it is kept in E.164
 * only when it is a real phone number, and as typed otherwise.
 */
export function checkAccount(text: string): AccountCheck {
  if (looksLikeIban(text)) {
    const iban = checkIban(text);
    return iban.ok ? { ok: true, value: iban.iban } : { ok: false, problem: iban.problem };
  }
  if (PHONE_WRITTEN.test(text)) {
    const e164 = toE164(text);
    return e164 ? { ok: true, value: e164 } : { ok: false, problem: 'That phone number is not a valid one: write it with its country code, for example +44 20 7946 0958' };
  }
  if (/^00[\d\s().-]+$/.test(text)) return { ok: true, value: toE164(text) ?? text };
  return { ok: true, value: text };
}

/** Adds the refusal to the field and keeps the account's one written form (see `checkAccount`). */
export function accountTransform<Value extends string | undefined>(value: Value, ctx: z.RefinementCtx): Value {
  if (value === undefined) return value;
  const checked = checkAccount(value);
  if (checked.ok) return checked.value as Value;
  ctx.addIssue({ code: 'custom', message: checked.problem });
  return z.NEVER;
}
