import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StaffApplicationStatus } from '@shared/applications/status';

/** The three decisions staff take, in the order the spec names them, with their words (said with `i18n._`). */
export const applicationActions: { status: StaffApplicationStatus; label: MessageDescriptor; done: MessageDescriptor }[] = [
  { status: 'approved', label: msg`Approve`, done: msg`Application approved` },
  { status: 'rejected', label: msg`Reject`, done: msg`Application rejected` },
  { status: 'under_review', label: msg`Mark Under Review`, done: msg`Application marked under review` },
];

export const UPDATE_FAILED = msg`Failed to update application status`;
