export const payoutStatuses = ['pending', 'approved', 'rejected', 'paid'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

const transitions: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  rejected: ['approved'],
  paid: [],
};

export function canChangePayoutStatus(from: PayoutStatus, to: PayoutStatus): boolean {
  return transitions[from].includes(to);
}

/** A victim may not open a second request while one of these is on file for the incident (D5). */
export const blockingPayoutStatuses: readonly PayoutStatus[] = ['pending', 'approved'];

/** The statuses whose money is spoken for: approved to go out, or gone (D5). */
export const committedPayoutStatuses: readonly PayoutStatus[] = ['approved', 'paid'];
