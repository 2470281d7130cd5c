import core, { type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { checkPasswordRules } from '@shared/auth/password-rules';
import { STAFF_PASSWORD_TOO_SHORT } from '@shared/auth/schema';
import { STAFF_PASSWORD_MIN_LENGTH } from '@shared/limits';
import { foreignText, type ForeignText } from '../../kernel/texts/error-texts';

/*
 * Whether a staff password is too easy to guess (issue 22 §5). Staff can read bank details and
 * export victims, so beyond the victims' rules (length, the common-password list, not the e-mail)
 * a staff password must hold out against an offline attacker: zxcvbn's estimate of at least 10^10
 * guesses (its score 4), with the staff member's own names and the words of the trade counted as
 * known to the guesser. The estimate uses @zxcvbn-ts/language-common (common passwords, diceware
 * words, keyboard layouts): far too big for the web bundle, so the server alone decides and the
 * form shows its message.
 */

export const STAFF_PASSWORD_REPEATS = 'This password repeats a character or a pattern, which makes it easy to guess. A few unrelated words make a strong one.';
export const STAFF_PASSWORD_PERSONAL = 'This password is built on your name, your role or the organisation, which makes it easy to guess. A few unrelated words make a strong one.';
export const STAFF_PASSWORD_PREDICTABLE =
  'This password is a common word or pattern with a few numbers or symbols, which makes it easy to guess. A few unrelated words make a strong one.';

/** zxcvbn's score 4: about 10^10 guesses, out of reach of an offline attack on a slow hash. */
const MIN_GUESSES_LOG10 = 10;
// Past this the estimate only grows, and its cost grows faster: the first characters decide.
const JUDGED_LENGTH = 64;
// What a guesser aiming at a Haven staff account tries first, with the person's own names.
const TRADE_WORDS = ['haven', 'caseworker', 'case', 'worker', 'admin', 'administrator', 'staff', 'victim', 'fraud', 'recovery', 'password'];

let factory: InstanceType<typeof core.ZxcvbnFactory> | undefined;

function estimate(password: string, userInputs: string[]): ZxcvbnResult {
  factory ??= new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return factory.check(password.slice(0, JUDGED_LENGTH), userInputs);
}

export type StaffPasswordContext = { username?: string | null; displayName?: string | null; email?: string | null; platformName?: string | null };

/** Why a staff password is refused: a sentence of the server's errors catalogue, or the victims' rules' own words (src/shared's). */
export type StaffPasswordRefusal =
  | `${typeof STAFF_PASSWORD_TOO_SHORT}.`
  | typeof STAFF_PASSWORD_REPEATS
  | typeof STAFF_PASSWORD_PERSONAL
  | typeof STAFF_PASSWORD_PREDICTABLE
  | ForeignText;

/** Why this staff password may not be used, in a sentence, or null when it may. */
export function checkStaffPassword(password: string, context: StaffPasswordContext = {}): StaffPasswordRefusal | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return `${STAFF_PASSWORD_TOO_SHORT}.`;
  const shared = checkPasswordRules(password, context.email);
  if (shared) return foreignText(shared);
  const personal = [context.username, context.displayName, context.email, context.email?.split('@')[0], context.platformName]
    .flatMap((value) => (value ? value.toLowerCase().split(/[^\p{L}\p{N}]+/u).concat(value.toLowerCase()) : []))
    .filter((word) => word.length >= 3);
  const result = estimate(password, [...TRADE_WORDS, ...personal]);
  if (result.guessesLog10 >= MIN_GUESSES_LOG10) return null;
  const warning = result.feedback.warning ?? '';
  if (/repeat|sequence/i.test(warning)) return STAFF_PASSWORD_REPEATS;
  if (/userInputs/i.test(warning) || result.sequence.some((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs')) {
    return STAFF_PASSWORD_PERSONAL;
  }
  return STAFF_PASSWORD_PREDICTABLE;
}
