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
export function formatStatusLabel(status: string): string {
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
