import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatStatusLabel } from '@/lib/i18n/shared-words';
import { payoutMethodLabel as sharedPayoutMethodLabel } from '@shared/payouts/schema';

// The shared vocabulary (src/shared) in the reader's language; a value outside it as it came.
const methodLabels: Record<string, MessageDescriptor> = {
  bank_transfer: msg`Bank transfer`,
  paypal: msg`PayPal`,
  check: msg`Cheque by post`,
};

const statusLabels: Record<string, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'payout status' }),
  approved: msg({ message: 'Approved', context: 'payout status' }),
  paid: msg({ message: 'Paid', context: 'payout status' }),
  rejected: msg({ message: 'Rejected', context: 'payout status' }),
};

export function payoutMethodLabel(i18n: I18n, value: string): string {
  const label = methodLabels[value];
  return label ? i18n._(label) : sharedPayoutMethodLabel(value);
}

export function payoutStatusLabel(i18n: I18n, value: string): string {
  const label = statusLabels[value];
  return label ? i18n._(label) : formatStatusLabel(value);
}
