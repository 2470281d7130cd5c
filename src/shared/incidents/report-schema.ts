import { z } from 'zod';
import { amountSchema } from '../money/amount-schema';
import { amountInItsCurrency } from '../money/amount-in-currency';
import { DEFAULT_CURRENCY, currencySchema } from '../money/currencies';
import { emailSchema } from '../schemas';
import { reportFraudTypeSchema } from './fraud-types';
import { incidentDateSchema } from './incident-date';

// The form's fraud-type choices come from the one vocabulary; re-exported for the screens that list them.
export { reportFraudTypes, type ReportFraudType } from './fraud-types';

// A host with at least one dot, an optional scheme, port and path: what people type for a site.
const WEBSITE_PATTERN = /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

const requiredText = (message: string) => z.string({ error: message }).trim();

/**
 * The Report Incident form and the fields of `POST /api/report-incident` (multipart, so every
 * value arrives as text). Messages are the spec's, word for word.
 */
export const reportIncidentSchema = z.object({
  victimEmail: emailSchema('Please enter a valid email address'),
  platformName: requiredText('Platform name is required')
    .min(2, 'Platform name is required')
    .max(200, 'The platform name is too long (maximum 200 characters)'),
  websiteUrl: z
    .string()
    .trim()
    .max(2048, 'Please enter a valid website URL')
    .refine((value) => value === '' || WEBSITE_PATTERN.test(value), 'Please enter a valid website URL')
    .optional(),
  incidentDate: incidentDateSchema,
  lossAmount: amountSchema({ required: 'Loss amount is required', invalid: 'Please enter a valid amount' }),
  /** The loss's currency (issue 28); the case keeps it for its recovered amounts and payouts. */
  currency: currencySchema.default(DEFAULT_CURRENCY),
  description: requiredText('Please provide a detailed description (minimum 10 characters)')
    .min(10, 'Please provide a detailed description (minimum 10 characters)')
    .max(10_000, 'The description is too long (maximum 10,000 characters)'),
  fraudType: reportFraudTypeSchema,
}).superRefine(amountInItsCurrency('lossAmount'));

/**
 * The key the form sends with a report, new for each report and the same when it retries one: a
 * report that arrives again under a key already used answers with the first report, not a second.
 */
export const SUBMISSION_KEY_FIELD = 'submissionKey';
export const submissionKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'The form sent a report key this server cannot read; please send the report again')
  .optional();

export type ReportIncidentInput = z.input<typeof reportIncidentSchema>;
export type ReportIncidentFields = z.output<typeof reportIncidentSchema>;

/**
 * D18: whether the report already belongs to the address it names. `confirmed` when it was made
 * while signed in as that address; `email_sent` when a link to confirm it is in the outbox for that
 * address (stored with the report, and sent by the worker until the mail server takes it);
 * `not_sent` when it waits for that confirmation but no mail server is set, so no link goes out.
 */
export const reportConfirmationStates = ['confirmed', 'email_sent', 'not_sent'] as const;

export const reportIncidentResponseSchema = z.object({
  incident: z.object({ id: z.number().int(), caseReference: z.string() }),
  documentsCount: z.number().int().min(0),
  confirmation: z.enum(reportConfirmationStates),
  /** D13: the confirmation link, only in development with no SMTP server. */
  confirmationUrl: z.string().optional(),
});
export type ReportIncidentResponse = z.infer<typeof reportIncidentResponseSchema>;

export const reportConfirmationParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const reportConfirmationDetailsSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(false) }),
  z.object({ valid: z.literal(true), caseReference: z.string(), platformName: z.string(), incidentDate: z.string() }),
]);
export type ReportConfirmationDetails = z.infer<typeof reportConfirmationDetailsSchema>;
export const reportConfirmedResponseSchema = z.object({ incidentId: z.number().int(), caseReference: z.string() });
export type ReportConfirmedResponse = z.infer<typeof reportConfirmedResponseSchema>;

/** The file field of the multipart request, repeated once per evidence file. */
export const EVIDENCE_FIELD = 'evidence';
