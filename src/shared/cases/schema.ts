import { z } from 'zod';
import {
  financialDataViewSchema,
  outsideContactSchema,
  requiredDocumentSchema,
  timelineEventSchema,
} from '../incidents/case-data';
import { caseTeamMemberViewSchema } from '../incidents/case-staff';
import { incidentStatuses } from '../incidents/status';
import { amountSchema } from '../money/amount-schema';
import { staffMoneyTrailSchema } from '../money-trails/staff-schema';
import { payoutSummarySchema } from '../payouts/schema';
import { idSchema } from '../schemas';
import { searchPlatformSchema } from '../search/schema';

export const settlementSchema = z.object({
  /** The case's currency: every figure is in it (issue 28). */
  currency: z.string(),
  feePercent: z.number(),
  totalLoss: z.string(),
  recovered: z.string(),
  fee: z.string(),
  /** What the case's requests already have approved or paid (D5): it is not available again. */
  paidOrApproved: z.string(),
  availableForPayout: z.string(),
  outstanding: z.string(),
});

/** A trail of one of the victim's own cases: what staff recorded, without the staff list's bookkeeping. */
export const moneyTrailViewSchema = staffMoneyTrailSchema.omit({ incidentId: true, reference: true, createdAt: true, updatedAt: true });

/** Everything a victim sees about one of their own cases: only what they entered and staff recorded. */
export const caseDetailsSchema = z.object({
  incident: z.object({
    id: z.number(),
    caseReference: z.string(),
    incidentDate: z.string(),
    status: z.enum(incidentStatuses),
    fraudType: z.string().nullable(),
    lossAmount: z.string(),
    /** The case's currency: its loss, recovered amounts and payouts are in it (issue 28). */
    currency: z.string(),
    description: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    timelineEvents: z.array(timelineEventSchema),
    /** The staff accounts on the case, by the names they go by (D17): never typed-in text. */
    caseTeam: z.array(caseTeamMemberViewSchema),
    /** People outside the organisation helping on the case (a lawyer, say), shown as such. */
    outsideContacts: z.array(outsideContactSchema),
    requiredDocuments: z.array(requiredDocumentSchema),
    financialData: financialDataViewSchema.nullable(),
  }),
  platform: searchPlatformSchema,
  moneyTrails: z.array(moneyTrailViewSchema),
  payouts: z.array(payoutSummarySchema),
  settlement: settlementSchema,
  /** The organisation's Payment settings: the methods it offers, and its processing time when it has said one (never invented). */
  payoutOptions: z.object({ methods: z.array(z.string()), processingTime: z.string().nullable() }),
  /** D5: recovered funds above zero and no pending or approved request for this incident. */
  canRequestPayout: z.boolean(),
  /** shared/incidents/case-rules: the status says recovery help exists and the victim has not applied yet. */
  canApply: z.boolean(),
  hasApplied: z.boolean(),
});
export type CaseDetails = z.infer<typeof caseDetailsSchema>;

export const caseIdParamsSchema = z.object({ id: idSchema() });
export const incidentIdParamsSchema = z.object({ incidentId: idSchema() });
export const caseLookupQuerySchema = z.object({
  platform: z.string().trim().min(1).max(200),
  amount: amountSchema({ required: 'Please enter a valid amount', invalid: 'Please enter a valid amount' }),
  email: z.string().optional(),
});
