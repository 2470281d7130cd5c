import { z } from 'zod';

/**
 * Staff second factor (issue 22). A staff session is at one of three steps: `complete` (it may
 * open staff data), `verify` (the password was right; a code or passkey is still owed) or `enrol`
 * (the organisation requires a second factor and this staff member has none yet).
 */
export const secondFactorSteps = ['complete', 'verify', 'enrol'] as const;
export type SecondFactorStep = (typeof secondFactorSteps)[number];

/** How long a fresh confirmation (password, code or passkey) covers the most sensitive actions. */
export const FRESH_CONFIRMATION_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes or passwords one session may send before it is ended (sign in again). */
export const SECOND_FACTOR_ATTEMPTS = 5;

export const passkeySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const secondFactorStatusSchema = z.object({
  step: z.enum(secondFactorSteps),
  required: z.boolean(),
  totp: z.boolean(),
  passkeys: z.array(passkeySummarySchema),
  recoveryCodesLeft: z.number().int(),
  /** Until when the last confirmation covers the most sensitive actions (null: ask again first). */
  confirmedUntil: z.string().nullable(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

// Six digits from an app, or a recovery code (ten letters and digits, with or without its dash).
// Spaces are allowed because people copy codes as they are shown ("123 456").
export const secondFactorCodeSchema = z
  .string({ error: 'Please enter the code' })
  .max(40, 'That code is too long')
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .refine((value) => /^(\d{6}|[a-z0-9]{10})$/.test(value), {
    message: 'Please enter the 6-digit code from your app, or a recovery code',
  });

export const verifySecondFactorRequestSchema = z.object({ code: secondFactorCodeSchema });
export type VerifySecondFactorRequest = z.input<typeof verifySecondFactorRequestSchema>;

export const totpCodeRequestSchema = z.object({
  code: z
    .string({ error: 'Please enter the code' })
    .max(20, 'That code is too long')
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => /^\d{6}$/.test(value), { message: 'Please enter the 6-digit code from your app' }),
});
export type TotpCodeRequest = z.input<typeof totpCodeRequestSchema>;

export const totpEnrolmentResponseSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG of the QR code, as a data: URL (the page's CSP allows data: images). */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentResponseSchema>;

export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesResponseSchema>;

/** A fresh confirmation: the password, or a code from the app (or a recovery code); one of them. */
export const freshConfirmationRequestSchema = z
  .object({
    password: z.string().min(1, 'Please enter your password').max(1024, 'Password is too long').optional(),
    code: secondFactorCodeSchema.optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), { message: 'Please enter your password or a code' });
export type FreshConfirmationRequest = z.input<typeof freshConfirmationRequestSchema>;

export const secondFactorResultSchema = z.object({ step: z.enum(secondFactorSteps), confirmedUntil: z.string().nullable() });
export type SecondFactorResult = z.infer<typeof secondFactorResultSchema>;

export const passkeyNameSchema = z
  .string()
  .trim()
  .max(60, 'Please keep the name under 60 characters')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { message: 'The name must be a single line of text' });

/**
 * A WebAuthn answer as the browser library sends it. Its inside is checked by @simplewebauthn on
 * the server; here only its outline and size, so nothing large or odd reaches the verifier.
 */
const base64url = z.string().max(4096).regex(/^[A-Za-z0-9_-]*={0,2}$/, 'Not base64url');
export const passkeyCredentialSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z
    .object({
      clientDataJSON: base64url,
      attestationObject: base64url.optional(),
      authenticatorData: base64url.optional(),
      signature: base64url.optional(),
      userHandle: base64url.optional(),
      transports: z.array(z.string().max(32)).max(10).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url.optional(),
    })
    .passthrough(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

export const registerPasskeyRequestSchema = z.object({ name: passkeyNameSchema.optional(), credential: passkeyCredentialSchema });
export const authenticatePasskeyRequestSchema = z.object({ credential: passkeyCredentialSchema });
export const registerPasskeyResponseSchema = z.object({ passkey: passkeySummarySchema, recoveryCodes: z.array(z.string()).nullable() });
export type RegisterPasskeyResponse = z.infer<typeof registerPasskeyResponseSchema>;

/** Options for navigator.credentials.create/get, in the JSON shape @simplewebauthn/browser takes. */
export const passkeyOptionsResponseSchema = z.object({ options: z.record(z.string(), z.unknown()) });
