import { centsToDecimal, toCents } from '../format/money';

export type Settlement = {
  feePercent: number;
  totalLoss: string;
  recovered: string;
  fee: string;
  availableForPayout: string;
  outstanding: string;
};

/**
 * DECISIONS D5: only money staff recorded as actually recovered counts. The fee applies to
 * recovered funds only; nothing is estimated and nothing is ever charged to the victim up front.
 * All arithmetic is on whole cents.
 */
export function computeSettlement(input: {
  lossAmount: string;
  financialData: { totalLoss?: string; recoveredAmount?: string } | null;
  feePercent: number;
}): Settlement {
  const totalLoss = toCents(input.financialData?.totalLoss || input.lossAmount);
  const rawRecovered = toCents(input.financialData?.recoveredAmount ?? '0');
  const recovered = rawRecovered > 0n ? rawRecovered : 0n;
  const basisPoints = BigInt(Math.round(input.feePercent * 100));
  // A fraction of a cent of fee is never charged: the division rounds down, in the victim's favour.
  const fee = (recovered * basisPoints) / 10_000n;
  const outstanding = totalLoss > recovered ? totalLoss - recovered : 0n;
  return {
    feePercent: input.feePercent,
    totalLoss: centsToDecimal(totalLoss),
    recovered: centsToDecimal(recovered),
    fee: centsToDecimal(fee),
    availableForPayout: centsToDecimal(recovered - fee),
    outstanding: centsToDecimal(outstanding),
  };
}
