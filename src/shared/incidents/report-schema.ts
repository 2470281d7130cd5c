import { z } from 'zod';
import { emailSchema } from '../schemas';

/** The report form's fraud types (visitor spec section 5), with the words a victim reads. */
export const reportFraudTypes = [
  { value: 'investment_scam', label: 'Investment scam' },
  { value: 'cryptocurrency_fraud', label: 'Cryptocurrency fraud' },
  { value: 'romance_scam', label: 'Romance scam' },
  { value: 'fake_online_store', label: 'Fake online store' },
  { value: 'advance_fee_fraud', label: 'Advance-fee fraud' },
  { value: 'phishing', label: 'Phishing' },
  { value: 'identity_theft', label: 'Identity theft' },
  { value: 'other', label: 'Other' },
] as const;

export type ReportFraudType = (typeof reportFraudTypes)[number]['value'];

const fraudTypeValues = reportFraudTypes.map((t) => t.value) as [ReportFraudType, ...ReportFraudType[]];

// numeric(10,2) in fraud_incidents.loss_amount.
export const MAX_REPORT_LOSS_AMOUNT = 99_999_999.99;

// A host with at least one dot, an optional scheme, port and path: what people type for a site.
const WEBSITE_PATTERN = /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;
const AMOUNT_PATTERN = /^\d+(?:\.\d{1,2})?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  incidentDate: requiredText('Incident date is required')
    .min(1, 'Incident date is required')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Incident date is required')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Incident date is required')
    // A day of slack: the victim's today may already be tomorrow in UTC.
    .refine((value) => Date.parse(value) <= Date.now() + DAY_MS, 'The incident date cannot be in the future'),
  lossAmount: requiredText('Loss amount is required')
    .min(1, 'Loss amount is required')
    .regex(AMOUNT_PATTERN, 'Please enter a valid amount')
    .refine((value) => Number(value) <= MAX_REPORT_LOSS_AMOUNT, 'Please enter a valid amount'),
  description: requiredText('Please provide a detailed description (minimum 10 characters)')
    .min(10, 'Please provide a detailed description (minimum 10 characters)')
    .max(10_000, 'The description is too long (maximum 10,000 characters)'),
  fraudType: z.enum(fraudTypeValues, { error: 'Please select a fraud type' }),
});

export type ReportIncidentInput = z.input<typeof reportIncidentSchema>;
export type ReportIncidentFields = z.output<typeof reportIncidentSchema>;

/**
 * D18: whether the report already belongs to the address it names. `confirmed` when it was made
 * while signed in as that address; `email_sent` when a link to confirm it went to that address;
 * `email_failed` when that mail could not be sent (the report is kept; staff can confirm it).
 */
export const reportConfirmationStates = ['confirmed', 'email_sent', 'email_failed'] as const;

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
