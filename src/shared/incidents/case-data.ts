import { z } from 'zod';
import { MAX_LEDGER_AMOUNT } from '../limits';
import { amountSchema } from '../money/amount-schema';

// What staff record on an incident. The victim's screens show exactly this and nothing invented
// (DECISIONS D4); an empty list means an honest empty state.
export const timelineEventSchema = z.object({
  title: z.string().trim().min(1, 'Event title is required').max(200),
  date: z.string().min(1, 'Event date is required'),
  description: z.string().trim().max(5000).default(''),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/**
 * Someone outside the organisation who helps on a case (a lawyer, a bank's fraud team). A contact
 * for the record: it grants nothing; staff on a case are staff accounts (D17).
 */
export const outsideContactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  role: z.string().trim().min(1, 'Role is required').max(200),
  email: z.string().trim().max(254).default(''),
});
export type OutsideContact = z.infer<typeof outsideContactSchema>;

export const requiredDocumentStatuses = ['pending', 'received', 'missing'] as const;
export const requiredDocumentSchema = z.object({
  name: z.string().trim().min(1, 'Document name is required').max(200),
  description: z.string().trim().max(2000).default(''),
  status: z.enum(requiredDocumentStatuses).default('pending'),
});
export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;

const decimalString = amountSchema({
  required: 'Please enter a valid amount',
  invalid: 'Please enter a valid amount',
  max: MAX_LEDGER_AMOUNT,
});

export const financialTransactionSchema = z.object({
  type: z.string().trim().min(1, 'Transaction type is required').max(100, 'Transaction type is too long'),
  amount: decimalString,
  date: z.string().min(1, 'Transaction date is required'),
});

export const financialDataSchema = z.object({
  totalLoss: decimalString,
  recoveredAmount: decimalString,
  transactions: z.array(financialTransactionSchema).default([]),
});
export type FinancialData = z.infer<typeof financialDataSchema>;

/** The stored shape, for responses: input schemas above normalise, these only describe. */
export const financialDataViewSchema = z.object({
  totalLoss: z.string(),
  recoveredAmount: z.string(),
  transactions: z.array(z.object({ type: z.string(), amount: z.string(), date: z.string() })),
});
