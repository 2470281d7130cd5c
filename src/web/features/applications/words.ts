import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fraudTypeLabel as sharedFraudTypeLabel, type ApplicationFraudType } from '@shared/incidents/fraud-types';

// The recovery form's fraud types (the shared vocabulary, src/shared) in the reader's language.
const fraudTypeLabels: Record<ApplicationFraudType, MessageDescriptor> = {
  investment_scam: msg`Investment scam`,
  cryptocurrency_fraud: msg`Cryptocurrency fraud`,
  romance_scam: msg`Romance scam`,
  ecommerce_fraud: msg`Online shopping (e-commerce) fraud`,
  phishing: msg`Phishing`,
  other: msg({ message: 'Other', context: 'fraud type' }),
};

export function fraudTypeLabel(i18n: I18n, value: string): string {
  const label = (fraudTypeLabels as Record<string, MessageDescriptor | undefined>)[value];
  return label ? i18n._(label) : sharedFraudTypeLabel(value);
}
