import { z } from 'zod';
import { staffPasswordSchema } from '../auth/schema';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { emailSchema } from '../schemas';
import { staffRoles } from './roles';

export const MISSING_CREDENTIALS_MESSAGE = 'Please enter both username and password';
export const LAST_ADMIN_MESSAGE = 'There must always be at least one active admin';
/** How long an e-mailed staff set-password link (invitation or reset) stays usable. */
export const STAFF_PASSWORD_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** POST /api/admin/login. Both fields may arrive empty; the one message names them together. */
export const staffLoginRequestSchema = z.object({
  username: z.string({ error: MISSING_CREDENTIALS_MESSAGE }).trim().min(1, MISSING_CREDENTIALS_MESSAGE).max(200, 'Username is too long'),
  password: z.string({ error: MISSING_CREDENTIALS_MESSAGE }).min(1, MISSING_CREDENTIALS_MESSAGE).max(1024, 'Password is too long'),
});
export type StaffLoginRequest = z.input<typeof staffLoginRequestSchema>;

export const staffLoginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  role: z.enum(staffRoles),
  displayName: z.string(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

const usernameSchema = z
  .string({ error: 'Username must be at least 3 characters' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(60, 'Username must be at most 60 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores only');

const displayNameSchema = z
  .string({ error: 'Display name is required' })
  .trim()
  .min(1, 'Display name is required')
  .max(120, 'Display name is too long');

export const staffRoleSchema = z.enum(staffRoles, { error: 'Please choose a role' });

export const createStaffRequestSchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema,
  email: emailSchema(),
  role: staffRoleSchema,
});
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;

export const updateStaffRequestSchema = z
  .object({
    displayName: displayNameSchema.optional(),
    email: emailSchema().optional(),
    role: staffRoleSchema.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change' });
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;

export const staffStatuses = ['active', 'disabled'] as const;
export const staffSorts = ['username', 'newest', 'last_sign_in'] as const;
export const staffListQuerySchema = listQuerySchema(staffStatuses, staffSorts);

export const staffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  role: z.enum(staffRoles),
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = listPageSchema(staffMemberSchema);

/** Creating an account or sending a new link; `setPasswordUrl` only in development without SMTP (D13). */
export const staffLinkResponseSchema = z.object({ staff: staffMemberSchema, setPasswordUrl: z.string().optional() });
export type StaffLinkResponse = z.infer<typeof staffLinkResponseSchema>;

export const staffDirectoryEntrySchema = z.object({
  id: z.number().int(),
  /** What a note writes after @ to mention them (issue 26). */
  username: z.string(),
  displayName: z.string(),
  role: z.enum(staffRoles),
  email: z.string().nullable(),
});
export type StaffDirectoryEntry = z.infer<typeof staffDirectoryEntrySchema>;
export const staffDirectoryResponseSchema = z.object({ items: z.array(staffDirectoryEntrySchema) });

export const staffPasswordTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const staffPasswordLinkResponseSchema = z.object({ username: z.string() });
export const staffSetPasswordRequestSchema = z.object({ password: staffPasswordSchema });
export type StaffSetPasswordRequest = z.input<typeof staffSetPasswordRequestSchema>;

/** A staff member's own notification choices (issue 26): the bell always, e-mail as they choose. */
export const staffPreferencesSchema = z.object({ mailWhenMentioned: z.boolean({ error: 'Please choose whether to be e-mailed' }) });
export type StaffPreferences = z.infer<typeof staffPreferencesSchema>;
