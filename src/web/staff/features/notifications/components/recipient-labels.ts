import type { BulkRecipientType } from '@shared/notifications/schema';

/** The spec's three recipient choices, as the cards and the dialog name them. */
export const recipientLabels: Record<BulkRecipientType, string> = {
  all: 'All users',
  verified: 'Verified users only',
  unverified: 'Unverified users only',
};
