import { z } from 'zod';
import { currencySchema } from '../money/currencies';
import { idSchema, optionalTextSchema } from '../schemas';
import { payoutStatuses } from './status';

export const payoutMethods = [
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'check', label: 'Cheque by post' },
] as const;
/** A payout method as people read it ('Bank transfer'); an unknown stored value in plain words. */
export function payoutMethodLabel(value: string): string {
  return payoutMethods.find((m) => m.value === value)?.label ?? value.replace(/_/g, ' ');
}

const methodValues = payoutMethods.map((m) => m.value) as [string, ...string[]];

/** The victim names where recovered money should go; the amount is decided by the server (D5). */
export const payoutRequestSchema = z.object({
  incidentId: idSchema('Please choose the case'),
  payoutMethod: z.enum(methodValues, { error: 'Please choose a payout method' }),
  accountDetails: z
    .string({ error: 'Please enter your account details' })
    .trim()
    .min(4, 'Please enter your account details')
    .max(500, 'Account details are too long'),
  additionalInfo: optionalTextSchema(2000, 'Additional information is too long'),
  /**
   * The currency the victim expects to be paid in, as their screen showed it: the case's own
   * (issue 28). Another is refused rather than paid in the case's currency unnoticed; absent, the
   * case's currency.
   */
  currency: currencySchema.optional(),
});
export type PayoutRequestInput = z.input<typeof payoutRequestSchema>;

export const payoutSummarySchema = z.object({
  id: z.number(),
  incidentId: z.number(),
  caseReference: z.string(),
  amount: z.string(),
  currency: z.string(),
  payoutMethod: z.string(),
  /** Only the masked form ever leaves the server, e.g. '•••• 4321'. */
  accountDetailsMasked: z.string(),
  status: z.enum(payoutStatuses),
  requestDate: z.string(),
  processedDate: z.string().nullable(),
  /** When the money left, and the organisation's own reference for the payment (Mark Paid). */
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  /** Why it was rejected, in staff's words to the victim. */
  rejectionReason: z.string().nullable(),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;
