import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { isLocale, SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';
import { textsFor } from './texts';

// The sentences of the server's errors (issue 28, D31): written in English where they are thrown,
// `new AppError('SETTING_NOT_FOUND', 'Setting not found')`, and said in the asker's language when
// the reply is sent (kernel/plugins/error-handler.ts). The English sentence is its own id in the
// `errors` catalogue (src/server/locales/{en,es}/errors.po), as src/shared's are in the web's
// `_shared`. A value goes in as an ICU placeholder, given beside the sentence,
//
//   new AppError('TOO_MANY_FILES', 'Too many files. Please attach at most {maxFiles} files.', { values: { maxFiles } })
//
// so the sentence is looked up and translated whole; never glue translated pieces together.
// `npm run texts:extract -- server/errors` (scripts/error-texts.ts) finds them in the code.

/**
 * A value in an error's sentence: as it is, a sentence of its own said in the same language (a
 * wait, "about 2 minutes"), whole sentences one after another (every problem of a file's header),
 * or worded by a function in the reader's language (an amount).
 */
export type ErrorValue = string | number | Sentence | readonly Sentence[] | ((locale: Locale) => string);
export type ErrorValues = Readonly<Record<string, ErrorValue>>;

/**
 * An error's sentence with its values, for a check that answers with one before anyone throws
 * (`destinationProblem`, `checkStaffPassword`): `new AppError(code, sentence)` says it. Its text is
 * found where it is made (`new Sentence('...', { ... })`), like an AppError's.
 */
export class Sentence {
  constructor(
    readonly text: string,
    readonly values: ErrorValues = {},
  ) {}

  /** In English, for a log or a message that stays English. */
  get english(): string {
    return sayInEnglish(this.text, this.values);
  }
}

/**
 * Words not written on the server: a src/shared check's message (the web says those through its
 * `_shared` catalogue) or a library's. They are sent as they are, and the catalogue leaves them out.
 */
export type ForeignText = string & { readonly __foreignText: true };
export const foreignText = (text: string): ForeignText => text as ForeignText;

/** The values worded in a language: a sentence said as `say` says it, a function asked. */
function valuesIn(locale: Locale, values: ErrorValues, say: (text: string, values: ErrorValues) => string): Record<string, string | number> {
  const worded = (value: ErrorValue): string | number => {
    if (value instanceof Sentence) return say(value.text, value.values);
    if (Array.isArray(value)) return value.map((sentence: Sentence) => say(sentence.text, sentence.values)).join(' ');
    return typeof value === 'function' ? (value as (locale: Locale) => string)(locale) : (value as string | number);
  };
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, worded(value)]));
}

// English as the code writes it, without any catalogue: an AppError's own message (logs, tests).
const english = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });
english.setMessagesCompiler(compileMessage);

/** A sentence in English, its values in. */
export function sayInEnglish(text: string, values: ErrorValues = {}): string {
  if (Object.keys(values).length === 0) return text;
  return english._({ id: text, message: text, values: valuesIn(SOURCE_LOCALE, values, sayInEnglish) });
}

/**
 * A sentence in a language: its translation in the errors catalogue (English when it has none). A
 * text no catalogue holds and without values (a foreign one) is said as it is, never read as ICU.
 */
export function sayError(locale: string, text: string, values: ErrorValues = {}): string {
  const i18n = textsFor(locale);
  if (!Object.hasOwn(i18n.messages, text) && Object.keys(values).length === 0) return text;
  const said = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  return i18n._({ id: text, message: text, values: valuesIn(said, values, (inner, innerValues) => sayError(said, inner, innerValues)) });
}
