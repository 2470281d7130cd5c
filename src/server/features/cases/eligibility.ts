import { toCents } from '@shared/format/money';
import { blockingPayoutStatuses } from '@shared/payouts/status';
import type { Settlement } from '@shared/payouts/settlement';

type ApplicationKey = { platformName: string; lossAmount: string };

/** The spec's "already applied" check, made real: same platform name and the same loss amount. */
export function hasAppliedFor(applications: ApplicationKey[], platformName: string, lossAmount: string): boolean {
  const name = platformName.trim().toLowerCase();
  const cents = toCents(lossAmount);
  return applications.some((a) => a.platformName.trim().toLowerCase() === name && toCents(a.lossAmount) === cents);
}

/** D5: only recovered funds above zero, and never while a request is pending or approved. */
export function canRequestPayout(settlement: Settlement, payoutStatuses: string[]): boolean {
  return (
    toCents(settlement.availableForPayout) > 0n &&
    !payoutStatuses.some((status) => (blockingPayoutStatuses as readonly string[]).includes(status))
  );
}
