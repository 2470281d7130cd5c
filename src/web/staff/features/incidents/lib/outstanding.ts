import { fromMinor, toMinor } from '@shared/money/decimal';

/**
 * Outstanding = total loss minus recovered (admin spec section 3), on whole minor units of the
 * case's currency (issue 28): 0.1 + 0.2 must
 * never show as $0.30000000000000004 or round a cent away. Negative when more was recovered than
 * recorded as lost, which staff should see rather than have hidden.
 */
export function outstandingAmount(
  totalLoss: string | number | null | undefined,
  recoveredAmount: string | number | null | undefined,
  currency: string,
): string {
  const units = (value: string | number | null | undefined) => toMinor(value === null || value === undefined ? '' : String(value), currency);
  return fromMinor(units(totalLoss) - units(recoveredAmount), currency);
}
