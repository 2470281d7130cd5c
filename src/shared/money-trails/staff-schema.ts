import { z } from 'zod';
import { caseIdSchema, emailSchema, optionalTextSchema } from '../schemas';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { accountTransform } from './account-schema';
import { trailAmountProblem } from './amount';
import { observableFields } from './observable-key';
import { trailCurrencySchema } from '../money/currencies';
import { moneyTrailStatuses, moneyTrailTransactionTypes } from './status';

/** An empty `?email=` or `?incidentId=` (a cleared filter box) filters nothing. */
const blankAsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const moneyTrailListSorts = ['newest', 'oldest'] as const;
export type MoneyTrailListSort = (typeof moneyTrailListSorts)[number];

/**
 * `GET /api/admin/money-trails`: newest transaction first. `q` finds the transaction type, either
 * account (anywhere, % and _ literal) or the incident's reference; `email` narrows to the incidents
 * of one victim (exact, any case) and `incidentId` to one incident.
 */
export const moneyTrailListQuerySchema = z
  .object({
    // The filters come first, so a refusal names them before any paging field.
    email: z.preprocess(blankAsNone, emailSchema().optional()),
    incidentId: z.preprocess(blankAsNone, caseIdSchema('Please choose a valid incident').optional()),
  })
  .extend(listQuerySchema(moneyTrailStatuses, moneyTrailListSorts).shape);
export type MoneyTrailListQuery = z.output<typeof moneyTrailListQuerySchema>;

/** The spec's money trail entity, with the incident's reference; the amount an exact decimal string (D16). */
export const staffMoneyTrailSchema = z.object({
  id: z.number(),
  incidentId: z.number(),
  /** 'FR-000123' */
  reference: z.string(),
  transactionType: z.string(),
  /** Exact decimal, e.g. '1500.00'. */
  amount: z.string(),
  currency: z.string(),
  fromAccount: z.string().nullable(),
  toAccount: z.string(),
  transactionDate: z.string(),
  description: z.string().nullable(),
  status: z.enum(moneyTrailStatuses),
  blockchainTx: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffMoneyTrail = z.infer<typeof staffMoneyTrailSchema>;

export const staffMoneyTrailPageSchema = listPageSchema(staffMoneyTrailSchema);
export type StaffMoneyTrailPage = z.infer<typeof staffMoneyTrailPageSchema>;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/**
 * `POST /api/admin/money-trails` and `PUT /api/admin/money-trails/{id}` (the whole edited trail).
 * Incident, type, amount, to-account and date are required; the amount is an exact decimal with at
 * most its currency's places (D16), taken as typed (a JSON number as `String()` writes it), never
 * rounded: 10.005 USD is refused, not stored as 10.01.
 */
export const moneyTrailInputSchema = z
  .object({
    incidentId: caseIdSchema('Please choose the incident'),
    transactionType: z.enum(moneyTrailTransactionTypes, { error: 'Please choose the transaction type' }),
    amount: z
      .union([z.string(), z.number()], { error: 'Please enter the amount' })
      .transform((value) => (typeof value === 'number' ? String(value) : value).trim()),
    currency: trailCurrencySchema.default('USD'),
    // An IBAN or a phone number is checked and kept in its one written form (account-schema.ts).
    fromAccount: optionalTextSchema(200, 'The from-account is too long').transform(accountTransform),
    toAccount: requiredText('Please enter the account the money went to', 200, 'The to-account is too long').transform(accountTransform),
    transactionDate: z
      .string({ error: 'Please enter the transaction date' })
      .trim()
      .min(1, 'Please enter the transaction date')
      .refine((text) => /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)), 'Please enter a valid transaction date'),
    description: optionalTextSchema(2000, 'The description is too long'),
    status: z.enum(moneyTrailStatuses, { error: 'Please choose pending, verified, suspicious or recovered' }).default('pending'),
    blockchainTx: optionalTextSchema(200, 'The blockchain transaction is too long'),
  })
  .superRefine((value, ctx) => {
    const problem = trailAmountProblem(value.amount, value.currency);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
  });
export type MoneyTrailInput = z.input<typeof moneyTrailInputSchema>;

/** `GET /api/admin/money-trails/summary`: the tiles, over the whole table or the e-mail and incident filter. */
export const moneyTrailSummaryQuerySchema = moneyTrailListQuerySchema.pick({ email: true, incidentId: true });
export const moneyTrailSummarySchema = z.object({
  total: z.number().int(),
  suspicious: z.number().int(),
  recovered: z.number().int(),
  /** D16: one total per currency, never added across: `[{ currency: 'BTC', amount: '1.50000000' }]`. */
  amounts: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type MoneyTrailSummary = z.infer<typeof moneyTrailSummarySchema>;

/**
 * `GET /api/admin/incidents/{id}/linked`: other incidents whose trails hold the same account,
 * wallet or transaction (compared letters and digits only, any case). One entry per other
 * incident and shared value; `field` is where that incident holds it.
 */
export const linkedCaseSchema = z.object({
  incidentId: z.number(),
  reference: z.string(),
  field: z.enum(observableFields),
  value: z.string(),
});
export type LinkedCase = z.infer<typeof linkedCaseSchema>;
export const LINKED_CASES_LIMIT = 200;

/** `GET /api/admin/platforms/{id}`: a platform's incidents and the accounts they share. */
export const platformOverviewSchema = z.object({
  id: z.number(),
  name: z.string(),
  totalIncidents: z.number().int(),
  incidents: z.array(
    // Each loss with its case's currency (issue 28).
    z.object({ id: z.number(), reference: z.string(), status: z.string(), lossAmount: z.string(), currency: z.string(), victimEmail: z.string(), createdAt: z.string() }),
  ),
  sharedAccounts: z.array(z.object({ value: z.string(), incidents: z.number().int(), references: z.array(z.object({ id: z.number(), reference: z.string() })) })),
  /** "Notify me" (issue 27): how many people wait for news of new reports about it (confirmed requests); never who. */
  peopleWaiting: z.number().int().nonnegative(),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;
export const PLATFORM_INCIDENTS_SHOWN = 100;
