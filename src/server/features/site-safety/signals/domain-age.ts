export type DomainAgeFacts = { days: number | 'unknown'; registeredAt: Date | null };

export const UNKNOWN_AGE: DomainAgeFacts = { days: 'unknown', registeredAt: null };

const DAY_MS = 24 * 60 * 60 * 1000;

export function domainAgeFrom(registeredAt: Date | null, now: Date): DomainAgeFacts {
  if (!registeredAt) return UNKNOWN_AGE;
  const days = Math.floor((now.getTime() - registeredAt.getTime()) / DAY_MS);
  // A registration date in the future is a registry error, not a measurement.
  if (days < 0) return UNKNOWN_AGE;
  return { days, registeredAt };
}
