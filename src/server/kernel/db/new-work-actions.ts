// Kept outside schema/ (whose every export is a table) so the index on them and the bell share one list.

/**
 * The audit actions that are new work for staff: the bell shows them without any rule set up
 * (features/work/bell.ts), read from the audit log, where each happens exactly once.
 */
export const newWorkActions = [
  'incident.reported',
  'application.submitted',
  'document.uploaded',
  'message.sent',
  'payout.requested',
  'incident.owner_assigned',
  'message.mentioned',
] as const;
export type NewWorkAction = (typeof newWorkActions)[number];
