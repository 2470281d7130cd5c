import { i18n, needTexts } from './texts';

// What src/shared says (the schemas' validation messages, status and fraud-type names, help texts)
// is plain English both sides use: the server runs it without a build step, so it cannot be a
// Lingui macro. The web says it in the reader's language through the `_shared` catalogue, whose ids
// are the English texts themselves (scripts/shared-texts.ts keeps it in step with src/shared).
// Fetched the first time a shared text is said, not with the first screen: until it is there, and
// for a text it does not hold (the server's own words, a value), the English is shown.

let asked = false;

/** `text` in the reader's language when the `_shared` catalogue holds it, else as it is. */
export function sayShared(text: string): string;
export function sayShared(text: string | undefined): string | undefined;
export function sayShared(text: string | undefined): string | undefined {
  if (!text) return text;
  if (!asked) {
    asked = true;
    needTexts('_shared');
  }
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}
