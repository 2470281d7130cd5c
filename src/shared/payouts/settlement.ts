import { centsToDecimal, toCents } from '../format/money';
import { committedPayoutStatuses } from './status';

export type Settlement = {
  feePercent: number;
  totalLoss: string;
  recovered: string;
  fee: string;
  /** What the case's payout requests already have approved or paid: that money is spoken for. */
  paidOrApproved: string;
  availableForPayout: string;
  outstanding: string;
};

/** A payout request as far as the settlement needs it. */
export type PayoutOnCase = { id?: number; status: string; amount: string };

/**
 * The approved and paid total of a case's requests, in cents, leaving out `exceptId` (the request
 * being decided, whose own amount is what is asked about).
 */
export function paidOrApprovedCents(payouts: readonly PayoutOnCase[], exceptId?: number): bigint {
  return payouts
    .filter((p) => (committedPayoutStatuses as readonly string[]).includes(p.status) && (exceptId === undefined || p.id !== exceptId))
    .reduce((sum, p) => sum + toCents(p.amount), 0n);
}

/**
 * DECISIONS D5: only money staff recorded as actually recovered counts. The fee applies to
 * recovered funds only; nothing is estimated and nothing is ever charged to the victim up front.
 * What requests already have approved or paid comes off what is available, so the same money is
 * never offered twice (the victim's screens, their request and the staff approval all read this).
 * All arithmetic is on whole cents.
 */
export function computeSettlement(input: {
  lossAmount: string;
  financialData: { totalLoss?: string; recoveredAmount?: string } | null;
  feePercent: number;
  /** The case's approved and paid total, in cents (paidOrApprovedCents); none when absent. */
  paidOrApprovedCents?: bigint;
}): Settlement {
  const totalLoss = toCents(input.financialData?.totalLoss || input.lossAmount);
  const rawRecovered = toCents(input.financialData?.recoveredAmount ?? '0');
  const recovered = rawRecovered > 0n ? rawRecovered : 0n;
  const basisPoints = BigInt(Math.round(input.feePercent * 100));
  // A fraction of a cent of fee is never charged: the division rounds down, in the victim's favour.
  const fee = (recovered * basisPoints) / 10_000n;
  const paidOrApproved = input.paidOrApprovedCents ?? 0n;
  // Recovered figures can be corrected downwards after a payout: what is left is then nothing, never a debt.
  const available = recovered - fee - paidOrApproved;
  const outstanding = totalLoss > recovered ? totalLoss - recovered : 0n;
  return {
    feePercent: input.feePercent,
    totalLoss: centsToDecimal(totalLoss),
    recovered: centsToDecimal(recovered),
    fee: centsToDecimal(fee),
    paidOrApproved: centsToDecimal(paidOrApproved),
    availableForPayout: centsToDecimal(available > 0n ? available : 0n),
    outstanding: centsToDecimal(outstanding),
  };
}
