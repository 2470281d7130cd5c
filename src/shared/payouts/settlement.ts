import { fromMinor, toMinor } from '../money/decimal';
import { committedPayoutStatuses } from './status';

export type Settlement = {
  /** The case's currency: every figure below is in it (issue 28). */
  currency: string;
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
 * The approved and paid total of a case's requests, in the case currency's minor units, leaving out
 * `exceptId` (the request being decided, whose own amount is what is asked about). A case's payouts
 * are all in its currency (issue 28).
 */
export function paidOrApprovedUnits(payouts: readonly PayoutOnCase[], currency: string, exceptId?: number): bigint {
  return payouts
    .filter((p) => (committedPayoutStatuses as readonly string[]).includes(p.status) && (exceptId === undefined || p.id !== exceptId))
    .reduce((sum, p) => sum + toMinor(p.amount, currency), 0n);
}

/**
 * DECISIONS D5: only money staff recorded as actually recovered counts. The fee applies to
 * recovered funds only; nothing is estimated and nothing is ever charged to the victim up front.
 * What requests already have approved or paid comes off what is available, so the same money is
 * never offered twice (the victim's screens, their request and the staff approval all read this).
 * All arithmetic is on whole minor units of the case's currency (cents, yen, fils), so a fee is
 * never a fraction of what the currency can pay.
 */
export function computeSettlement(input: {
  lossAmount: string;
  /** The case's currency; the loss, the financial record and the payouts are in it. */
  currency: string;
  financialData: { totalLoss?: string; recoveredAmount?: string } | null;
  feePercent: number;
  /** The case's approved and paid total, in minor units (paidOrApprovedUnits); none when absent. */
  paidOrApprovedUnits?: bigint;
}): Settlement {
  const { currency } = input;
  const totalLoss = toMinor(input.financialData?.totalLoss || input.lossAmount, currency);
  const rawRecovered = toMinor(input.financialData?.recoveredAmount ?? '0', currency);
  const recovered = rawRecovered > 0n ? rawRecovered : 0n;
  const basisPoints = BigInt(Math.round(input.feePercent * 100));
  // A fraction of a minor unit of fee is never charged: the division rounds down, in the victim's favour.
  const fee = (recovered * basisPoints) / 10_000n;
  const paidOrApproved = input.paidOrApprovedUnits ?? 0n;
  // Recovered figures can be corrected downwards after a payout: what is left is then nothing, never a debt.
  const available = recovered - fee - paidOrApproved;
  const outstanding = totalLoss > recovered ? totalLoss - recovered : 0n;
  const money = (units: bigint) => fromMinor(units, currency);
  return {
    currency,
    feePercent: input.feePercent,
    totalLoss: money(totalLoss),
    recovered: money(recovered),
    fee: money(fee),
    paidOrApproved: money(paidOrApproved),
    availableForPayout: money(available > 0n ? available : 0n),
    outstanding: money(outstanding),
  };
}
