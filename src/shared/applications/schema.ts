import { z } from 'zod';
import { applicationFraudTypeSchema } from '../incidents/fraud-types';
import { incidentDateSchema } from '../incidents/incident-date';
import { amountSchema } from '../money/amount-schema';
import { amountInItsCurrency } from '../money/amount-in-currency';
import { DEFAULT_CURRENCY, currencySchema } from '../money/currencies';
import { countrySchema } from '../places/country-schema';
import { checkPhoneInCountry, phoneSchema } from '../places/phone';
import { emailSchema, idSchema } from '../schemas';
import { applicationStatuses } from './status';

// The form's fraud-type choices come from the one vocabulary; re-exported for the screens that list them.
export { applicationFraudTypes } from '../incidents/fraud-types';

/**
 * Form, request and type of `POST /api/recovery-applications`. The country is kept as its ISO code
 * and the phone number, read in that country, in E.164 (src/shared/places).
 */
export const recoveryApplicationSchema = checkPhoneInCountry(z.object({
  fullName: z.string({ error: 'Full name is required' }).trim().min(2, 'Full name is required').max(200, 'Full name is too long'),
  email: emailSchema(),
  phone: phoneSchema,
  country: countrySchema('Please select your country'),
  platformName: z
    .string({ error: 'Platform name is required' })
    .trim()
    .min(2, 'Platform name is required')
    .max(200, 'Platform name is too long'),
  fraudType: applicationFraudTypeSchema,
  incidentDate: incidentDateSchema,
  lossAmount: amountSchema({
    required: 'Loss amount is required',
    negative: 'The amount cannot be negative',
    invalid: 'Please enter a valid amount',
  }),
  /** The loss's currency (issue 28). */
  currency: currencySchema.default(DEFAULT_CURRENCY),
  incidentDescription: z
    .string({ error: 'Please describe what happened' })
    .trim()
    .min(10, 'Please describe what happened (minimum 10 characters)')
    .max(10_000, 'The description is too long'),
  contactedPolice: z.boolean().default(false),
  contactedBank: z.boolean().default(false),
  contactedPlatform: z.boolean().default(false),
  acceptTerms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  incidentId: idSchema().optional(),
}).superRefine(amountInItsCurrency('lossAmount')));
export type RecoveryApplicationInput = z.input<typeof recoveryApplicationSchema>;

export const recoveryApplicationResponseSchema = z.object({
  id: z.number(),
  requiresVerification: z.boolean(),
  /** With requiresVerification: false when no mail server is set, so no link went out (issue 25). */
  verificationSent: z.boolean().optional(),
  /** D13: only in development with no SMTP server. */
  verificationUrl: z.string().optional(),
});

export const applicationSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  platformName: z.string(),
  fraudType: z.string(),
  lossAmount: z.string(),
  currency: z.string(),
  incidentDate: z.string(),
  status: z.enum(applicationStatuses),
  submittedAt: z.string(),
  incidentId: z.number().nullable(),
  /** Why it was rejected, in staff's words to the applicant. */
  rejectionReason: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export function formatApplicationReference(id: number): string {
  return `RA-${String(id).padStart(6, '0')}`;
}
