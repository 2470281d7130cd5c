import type { StaffApplicationStatus } from '@shared/applications/status';

/** The three decisions staff take, in the order the spec names them, with their words. */
export const applicationActions: { status: StaffApplicationStatus; label: string; done: string }[] = [
  { status: 'approved', label: 'Approve', done: 'Application approved' },
  { status: 'rejected', label: 'Reject', done: 'Application rejected' },
  { status: 'under_review', label: 'Mark Under Review', done: 'Application marked under review' },
];

export const UPDATE_FAILED = 'Failed to update application status';
