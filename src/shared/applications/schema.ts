import { z } from 'zod';
import { emailSchema, idSchema } from '../schemas';

export const applicationCountries = [
  { value: 'us', label: 'United States' },
  { value: 'uk', label: 'United Kingdom' },
  { value: 'ca', label: 'Canada' },
  { value: 'au', label: 'Australia' },
  { value: 'other', label: 'Other' },
] as const;

export const applicationFraudTypes = [
  { value: 'investment', label: 'Investment scam' },
  { value: 'cryptocurrency', label: 'Cryptocurrency fraud' },
  { value: 'romance', label: 'Romance scam' },
  { value: 'ecommerce', label: 'Online shopping (e-commerce) fraud' },
  { value: 'phishing', label: 'Phishing' },
  { value: 'other', label: 'Other' },
] as const;

const countryValues = applicationCountries.map((c) => c.value) as [string, ...string[]];
const fraudTypeValues = applicationFraudTypes.map((t) => t.value) as [string, ...string[]];

export const MAX_LOSS_AMOUNT = 99_999_999.99; // numeric(10,2)

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(value)), message)
    .refine((value) => Date.parse(value) <= Date.now() + 24 * 60 * 60 * 1000, 'The incident date cannot be in the future');

/** Form, request and type of `POST /api/recovery-applications`. */
export const recoveryApplicationSchema = z.object({
  fullName: z.string({ error: 'Full name is required' }).trim().min(2, 'Full name is required').max(200, 'Full name is too long'),
  email: emailSchema(),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone number is too long')
    .optional()
    .transform((value) => value || undefined),
  country: z.enum(countryValues, { error: 'Please select your country' }),
  platformName: z
    .string({ error: 'Platform name is required' })
    .trim()
    .min(2, 'Platform name is required')
    .max(200, 'Platform name is too long'),
  fraudType: z.enum(fraudTypeValues, { error: 'Please select a fraud type' }),
  incidentDate: isoDate('Incident date is required'),
  // An empty field must not become 0 through coercion: it is a missing answer.
  lossAmount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: 'Loss amount is required' })
      .min(0, 'The amount cannot be negative')
      .max(MAX_LOSS_AMOUNT, 'Please enter a valid amount')
      .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), 'Please enter a valid amount'),
  ),
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
});
export type RecoveryApplicationInput = z.input<typeof recoveryApplicationSchema>;

export const recoveryApplicationResponseSchema = z.object({
  id: z.number(),
  requiresVerification: z.boolean(),
  /** D13: only in development with no SMTP server. */
  verificationUrl: z.string().optional(),
});

export const applicationSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  platformName: z.string(),
  fraudType: z.string(),
  lossAmount: z.string(),
  incidentDate: z.string(),
  status: z.string(),
  submittedAt: z.string(),
  incidentId: z.number().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export function formatApplicationReference(id: number): string {
  return `RA-${String(id).padStart(6, '0')}`;
}
