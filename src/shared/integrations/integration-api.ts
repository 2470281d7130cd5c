import { z } from 'zod';
import { incidentStatuses } from '../incidents/status';
import { payoutStatuses } from '../payouts/status';
import { idSchema } from '../schemas';

// The integration API (`/api/integrations/v1`), answered to API keys only. Its answers are a narrow
// subset of what the staff lists show: the case's facts and state, never the victim's e-mail, words
// or contacts, and never a payout's account details. Those stay behind a staff sign-in with a second
// factor (D23); a key is a bearer secret kept in another system.

export const INTEGRATION_API_PREFIX = '/api/integrations/v1';

const pageFields = {
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(1_000_000).default(1),
  pageSize: z.coerce.number().int('Page size must be a whole number').min(1, 'Page size must be 1 or more').max(100, 'Page size must be at most 100').default(50),
};

const instant = z
  .string()
  .trim()
  .max(40)
  .refine((text) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)), 'updatedSince is a moment such as 2026-05-01T00:00:00Z');

/** `GET /incidents?page&pageSize&status&updatedSince`, newest first. */
export const integrationIncidentQuerySchema = z.object({
  ...pageFields,
  status: z.enum(incidentStatuses, `status is one of ${incidentStatuses.join(', ')}`).optional(),
  updatedSince: instant.optional(),
});

export const integrationIncidentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(incidentStatuses),
  fraudType: z.string().nullable(),
  platform: z.object({ id: z.number().int(), name: z.string() }),
  incidentDate: z.string(),
  lossAmount: z.string(),
  /** false while the report waits for its sender to confirm it (D18). */
  confirmed: z.boolean(),
  /** The case this one was merged into, as a duplicate; null otherwise. */
  mergedInto: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What a status change sends back in `If-Match` (also the ETag of a case). */
  version: z.number().int(),
});
export type IntegrationIncident = z.output<typeof integrationIncidentSchema>;
export const integrationIncidentPageSchema = z.object({ items: z.array(integrationIncidentSchema), total: z.number().int().nonnegative() });

export const integrationIncidentParamsSchema = z.object({ id: idSchema('Please give a valid case id') });

/** `PATCH /incidents/:id/status`, with `If-Match: "<version>"`. */
export const integrationStatusChangeSchema = z.object({
  status: z.enum(incidentStatuses, `status is one of ${incidentStatuses.join(', ')}`),
  /** false keeps the change from the victim's e-mail (audited), as a staff member may. */
  tellVictim: z.boolean().default(true),
});

/** `GET /payouts?page&pageSize&status&caseId`, newest first. */
export const integrationPayoutQuerySchema = z.object({
  ...pageFields,
  status: z.enum(payoutStatuses, `status is one of ${payoutStatuses.join(', ')}`).optional(),
  caseId: idSchema('Please give a valid case id').optional(),
});

export const integrationPayoutSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  caseReference: z.string(),
  amount: z.string(),
  currency: z.string(),
  payoutMethod: z.string(),
  status: z.enum(payoutStatuses),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
});
export type IntegrationPayout = z.output<typeof integrationPayoutSchema>;
export const integrationPayoutPageSchema = z.object({ items: z.array(integrationPayoutSchema), total: z.number().int().nonnegative() });
