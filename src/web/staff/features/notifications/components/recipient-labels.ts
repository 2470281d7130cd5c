import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BulkRecipientType } from '@shared/notifications/schema';

/** The spec's three recipient choices, as the cards and the dialog name them (said with `i18n._`). */
export const recipientLabels: Record<BulkRecipientType, MessageDescriptor> = {
  all: msg`All users`,
  verified: msg`Verified users only`,
  unverified: msg`Unverified users only`,
};

/** The send button's words for a choice, while its count is not known. */
export const sendToLabels: Record<BulkRecipientType, MessageDescriptor> = {
  all: msg`Send to all users`,
  verified: msg`Send to verified users only`,
  unverified: msg`Send to unverified users only`,
};
