import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fraudTypeLabel as sharedFraudTypeLabel, type ApplicationFraudType } from '@shared/incidents/fraud-types';
import { formatStatusLabel } from '@/lib/i18n/shared-words';

// The shared vocabulary (src/shared) in the reader's language; a value outside it as it came.
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

const applicationStatusLabels: Record<string, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'application status' }),
  under_review: msg({ message: 'Under Review', context: 'application status' }),
  approved: msg({ message: 'Approved', context: 'application status' }),
  rejected: msg({ message: 'Rejected', context: 'application status' }),
};

export function applicationStatusLabel(i18n: I18n, status: string): string {
  const label = applicationStatusLabels[status];
  return label ? i18n._(label) : formatStatusLabel(status);
}
