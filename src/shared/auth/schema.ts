import { z } from 'zod';
import { staffRoles } from '../staff/roles';
import { PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '../limits';
import { emailSchema } from '../schemas';

export const loginRequestSchema = z.object({
  email: emailSchema(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({ email: z.string(), fullName: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const sessionUserResponseSchema = z.object({ user: sessionUserSchema });
/** GET /api/auth/session: who is signed in, if anyone; being signed out is an answer, not an error. */
export const sessionStateResponseSchema = z.object({ user: sessionUserSchema.nullable() });

/** GET /api/admin/session: the signed-in staff member. */
export const staffSessionResponseSchema = z.object({ id: z.number().int(), username: z.string(), displayName: z.string(), role: z.enum(staffRoles) });
export type StaffSession = z.infer<typeof staffSessionResponseSchema>;

export const passwordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'Password is too long');

export const STAFF_PASSWORD_TOO_SHORT = `Staff passwords must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
/** A staff password's length; whether it is guessable is the server's call (staff-password-strength.ts). */
export const staffPasswordSchema = z
  .string({ error: STAFF_PASSWORD_TOO_SHORT })
  .min(STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_TOO_SHORT)
  .max(1024, 'Password is too long');
