export const applicationStatuses = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What staff may set: every status but `pending`, the state an application starts in. */
export const staffApplicationStatuses = ['under_review', 'approved', 'rejected'] as const;
export type StaffApplicationStatus = (typeof staffApplicationStatuses)[number];

/** The statuses that decide an application; the victim is e-mailed when one is set. */
export const isApplicationDecision = (status: ApplicationStatus): boolean => status === 'approved' || status === 'rejected';

// Staff may set approved, rejected or under_review from any state except the current one.
export function canChangeApplicationStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return to !== 'pending' && from !== to;
}
