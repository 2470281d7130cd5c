export const applicationStatuses = ['pending', 'under_review', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

// Staff may set approved, rejected or under_review from any state except the current one.
export function canChangeApplicationStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return to !== 'pending' && from !== to;
}
