import { z } from 'zod';
import { emailSchema, idSchema } from '../schemas';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { moneyTrailStatuses } from './status';

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
    incidentId: z.preprocess(blankAsNone, idSchema('Please choose a valid incident').optional()),
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
