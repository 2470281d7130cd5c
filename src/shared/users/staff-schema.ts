import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { countrySchema as countryCodeSchema } from '../places/country-schema';
import { checkPhoneInCountry, phoneSchema } from '../places/phone';
import { emailSchema } from '../schemas';

export const userListStatuses = ['verified', 'unverified'] as const;
export const userListSorts = ['newest', 'oldest', 'name', 'email'] as const;
export type UserListSort = (typeof userListSorts)[number];

/** `GET /api/admin/users`: newest first unless asked otherwise; q matches e-mail or full name. */
export const userListQuerySchema = listQuerySchema(userListStatuses, userListSorts);
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** The export takes the list's filter without its page: every matching row goes into the file. */
export const userExportQuerySchema = userListQuerySchema.pick({ q: true, status: true, sort: true });
export type UserExportQuery = z.output<typeof userExportQuerySchema>;

/** A victim's profile as staff see it: the spec's User, never the password hash. */
export const staffUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserPageSchema = listPageSchema(staffUserSchema);
export type StaffUserPage = z.infer<typeof staffUserPageSchema>;

const fullNameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(200, 'Full name is too long');
const countrySchema = countryCodeSchema('Country is required');

const editableProfile = z.object({ fullName: fullNameSchema, phone: phoneSchema, country: countrySchema });

/** The editable part of a profile: `POST /api/admin/users/{id}/edit`; the country as its code, the phone in E.164. */
export const editUserSchema = checkPhoneInCountry(editableProfile);
export type EditUserInput = z.input<typeof editUserSchema>;

/**
 * `POST /api/admin/users`: the spec's body. `isVerified` is accepted for the spec's sake but a user
 * made by staff is always verified (spec 5), so it is not read.
 */
export const createUserSchema = checkPhoneInCountry(
  editableProfile.extend({
    email: emailSchema(),
    isVerified: z.boolean().optional(),
  }),
);
export type CreateUserInput = z.input<typeof createUserSchema>;

/** The created user; in development with no SMTP server, also the link that was mailed (D13). */
export const createUserResponseSchema = staffUserSchema.extend({
  mailSent: z.boolean(),
  setPasswordUrl: z.string().optional(),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/** `PUT /api/admin/users/{id}`: verify or unverify. */
export const setUserVerificationSchema = z.object({
  isVerified: z.boolean({ error: 'Say whether the user is verified (true or false)' }),
});

export const CONFIRMATION_MISMATCH_MESSAGE = "Type the user's e-mail address exactly to confirm";

/** `DELETE /api/admin/users/{id}`: the user's e-mail, typed again, as the confirmation. */
export const deleteUserSchema = z.object({
  confirmEmail: z.string({ error: CONFIRMATION_MISMATCH_MESSAGE }).trim().min(1, CONFIRMATION_MISMATCH_MESSAGE).max(254),
});

/** True when the typed confirmation names the address (case and outer spaces aside). */
export const confirmsEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

// The user detail's four lists (spec 7). Staff see every record of the address, confirmed or not
// (D18): `confirmed` says which are the person's own for sure.

export const userIncidentSchema = z.object({
  id: z.number(),
  reference: z.string(),
  platformName: z.string(),
  lossAmount: z.string(),
  /** The loss's currency (issue 28). */
  currency: z.string(),
  status: z.string(),
  incidentDate: z.string(),
  confirmed: z.boolean(),
  createdAt: z.string(),
});
export type UserIncident = z.infer<typeof userIncidentSchema>;

export const userApplicationSchema = z.object({
  id: z.number(),
  reference: z.string(),
  platformName: z.string(),
  lossAmount: z.string(),
  /** The loss's currency (issue 28). */
  currency: z.string(),
  status: z.string(),
  emailVerified: z.boolean(),
  submittedAt: z.string(),
});
export type UserApplication = z.infer<typeof userApplicationSchema>;

export const userPayoutSchema = z.object({
  id: z.number(),
  incidentId: z.number(),
  incidentReference: z.string(),
  amount: z.string(),
  currency: z.string(),
  payoutMethod: z.string(),
  status: z.string(),
  requestDate: z.string(),
});
export type UserPayout = z.infer<typeof userPayoutSchema>;

export const userDocumentSchema = z.object({
  id: z.number(),
  filename: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  category: z.string(),
  status: z.string(),
  incidentId: z.number().nullable(),
  uploadDate: z.string(),
});
export type UserDocument = z.infer<typeof userDocumentSchema>;

/** The most rows a detail list shows; `total` says how many there are in all. */
export const USER_DETAIL_LIST_LIMIT = 100;

export const userIncidentListSchema = listPageSchema(userIncidentSchema);
export const userApplicationListSchema = listPageSchema(userApplicationSchema);
export const userPayoutListSchema = listPageSchema(userPayoutSchema);
export const userDocumentListSchema = listPageSchema(userDocumentSchema);
export type UserDetailList<T> = { items: T[]; total: number };
