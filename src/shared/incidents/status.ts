// One set of incident statuses for the whole product (DECISIONS D12).
export const incidentStatuses = [
  'open',
  'under_review',
  'under_investigation',
  'recovery_available',
  'resolved',
  'closed',
] as const;

export type IncidentStatus = (typeof incidentStatuses)[number];

/** 'under_investigation' -> 'Under Investigation' (the spec: underscores become spaces). */
/**
 * Each status's name, written out (rather than only made from the value) so the web's `_shared`
 * catalogue holds it and says it in the reader's language (D31).
 */
const statusNames: Record<string, string> = {
  open: 'Open',
  under_review: 'Under Review',
  under_investigation: 'Under Investigation',
  recovery_available: 'Recovery Available',
  resolved: 'Resolved',
  closed: 'Closed',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
  received: 'Received',
  missing: 'Missing',
  verified: 'Verified',
  unverified: 'Unverified',
  delivered: 'Delivered',
  failed: 'Failed',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
  running: 'Running',
  completed: 'Completed',
  active: 'Active',
  disabled: 'Disabled',
  unread: 'Unread',
  read: 'Read',
  suspicious: 'Suspicious',
  recovered: 'Recovered',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer: 'Transfer',
  payment: 'Payment',
};

export function formatStatusLabel(status: string): string {
  if (Object.hasOwn(statusNames, status)) return statusNames[status]!;
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Progress shown to a victim, from the visitor spec; open and closed fall under "other". */
export function incidentProgressPercent(status: string): number {
  switch (status) {
    case 'resolved':
      return 100;
    case 'under_review':
      return 45;
    case 'recovery_available':
      return 25;
    default:
      return 10;
  }
}
