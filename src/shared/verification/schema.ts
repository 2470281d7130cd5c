import { z } from 'zod';
import { passwordSchema } from '../auth/schema';
import { countrySchema } from '../places/country-schema';
import { checkPhoneInCountry, phoneSchema } from '../places/phone';
import { emailSchema } from '../schemas';

export const sendVerificationRequestSchema = z.object({ email: emailSchema() });
export const sendVerificationResponseSchema = z.object({
  ok: z.literal(true),
  /** D13: present only in development with no SMTP server; otherwise the link is only e-mailed. */
  verificationUrl: z.string().optional(),
});

export const verifyTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const verifyTokenResponseSchema = z.object({ valid: z.boolean(), email: z.string().optional() });

/** The profile a verified victim completes: the country as its ISO code, the phone read in it and kept in E.164. */
export const profileFormSchema = checkPhoneInCountry(z.object({
  fullName: z
    .string({ error: 'Full name must be at least 2 characters' })
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(200, 'Full name is too long'),
  phone: phoneSchema,
  country: countrySchema('Country is required'),
  password: passwordSchema,
}));
export type ProfileForm = z.input<typeof profileFormSchema>;
