import { fraudTypeLabels as englishFraudTypeLabels, fraudTypes, type FraudType } from '@shared/incidents/fraud-types';
import { formatStatusLabel as englishStatusLabel } from '@shared/incidents/status';
import { sayShared } from './shared-texts';
import { needTexts } from './texts';

// The shared vocabulary's names (src/shared) as the web shows them: in the reader's language
// through the `_shared` catalogue. Same names and shapes as the shared ones, so a screen imports
// these instead and says nothing in English by mistake. A screen that uses them waits for the
// catalogue as for its own (lazyWithTexts), so it never shows the English first.
needTexts('_shared');

/** A status in words ('under_review' is "Under Review"), in the reader's language. */
export function formatStatusLabel(status: string): string {
  return sayShared(englishStatusLabel(status));
}

/** A stored fraud type in words; a value outside the vocabulary is shown as it came. */
export function fraudTypeLabel(value: string): string {
  return sayShared(englishFraudTypeLabels[value as FraudType] ?? value);
}

/** Every fraud type's name, read when used (so in the language of that moment). */
export const fraudTypeLabels = Object.defineProperties(
  {},
  Object.fromEntries(fraudTypes.map((type) => [type, { enumerable: true, get: () => sayShared(englishFraudTypeLabels[type]) }])),
) as Readonly<Record<FraudType, string>>;
