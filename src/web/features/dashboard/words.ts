import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatStatusLabel, fraudTypeLabel as sharedWordsFraudTypeLabel } from '@/lib/i18n/shared-words';

// The shared vocabulary (src/shared) in the reader's language; a value outside it as it came.
/** A fraud type in words, in the reader's language (the shared vocabulary, lib/i18n/shared-words). */
export function fraudTypeLabel(_i18n: I18n, value: string): string {
  return sharedWordsFraudTypeLabel(value);
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
