import { z } from 'zod';
import { passwordSchema } from '../auth/schema';
import { emailSchema, phoneSchema } from '../schemas';

export const sendVerificationRequestSchema = z.object({ email: emailSchema() });
export const sendVerificationResponseSchema = z.object({
  ok: z.literal(true),
  /** D13: present only in development with no SMTP server; otherwise the link is only e-mailed. */
  verificationUrl: z.string().optional(),
});

export const verifyTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const verifyTokenResponseSchema = z.object({ valid: z.boolean(), email: z.string().optional() });

export const profileFormSchema = z.object({
  fullName: z
    .string({ error: 'Full name must be at least 2 characters' })
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(200, 'Full name is too long'),
  phone: phoneSchema,
  country: z.string({ error: 'Country is required' }).trim().min(2, 'Country is required').max(100, 'Country is too long'),
  password: passwordSchema,
});
export type ProfileForm = z.input<typeof profileFormSchema>;
