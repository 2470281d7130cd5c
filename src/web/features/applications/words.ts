import type { I18n } from '@lingui/core';
import { fraudTypeLabel as sharedWordsFraudTypeLabel } from '@/lib/i18n/shared-words';

/** A fraud type in words, in the reader's language (the shared vocabulary, lib/i18n/shared-words). */
export function fraudTypeLabel(_i18n: I18n, value: string): string {
  return sharedWordsFraudTypeLabel(value);
}
