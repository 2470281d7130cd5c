import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { payoutStatuses } from './status';

export const staffPayoutListSorts = ['newest', 'oldest'] as const;
export type StaffPayoutListSort = (typeof staffPayoutListSorts)[number];

/**
 * `GET /api/admin/payout-requests`: newest request first. `q` finds the victim's e-mail (anywhere, %
 * and _ literal) or the incident's reference.
 */
export const staffPayoutListQuerySchema = listQuerySchema(payoutStatuses, staffPayoutListSorts);
export type StaffPayoutListQuery = z.output<typeof staffPayoutListQuerySchema>;

/**
 * A payout request as the staff list shows it. The account details are NOT here, not even masked:
 * they are encrypted (D5) and shown only through the audited reveal (D17).
 */
export const staffPayoutSchema = z.object({
  id: z.number(),
  incidentId: z.number(),
  /** 'FR-000123' */
  reference: z.string(),
  email: z.string(),
  /** Exact decimal, e.g. '1500.00'. */
  amount: z.string(),
  currency: z.string(),
  status: z.enum(payoutStatuses),
  payoutMethod: z.string(),
  /** When the victim asked (`request_date`). */
  createdAt: z.string(),
  processedDate: z.string().nullable(),
});
export type StaffPayout = z.infer<typeof staffPayoutSchema>;

export const staffPayoutPageSchema = listPageSchema(staffPayoutSchema);
export type StaffPayoutPage = z.infer<typeof staffPayoutPageSchema>;
