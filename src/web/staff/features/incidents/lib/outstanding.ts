import { centsToDecimal, toCents } from '@shared/format/money';

/**
 * Outstanding = total loss minus recovered (admin spec section 3), on whole cents: 0.1 + 0.2 must
 * never show as $0.30000000000000004 or round a cent away. Negative when more was recovered than
 * recorded as lost, which staff should see rather than have hidden.
 */
export function outstandingAmount(totalLoss: string | number | null | undefined, recoveredAmount: string | number | null | undefined): string {
  return centsToDecimal(toCents(totalLoss) - toCents(recoveredAmount));
}
