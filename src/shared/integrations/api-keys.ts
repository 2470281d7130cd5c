import { z } from 'zod';

// API keys for integrations (issue 27): an admin makes one for another system, with the scopes it
// needs, and sees its secret once. The key is `hvn_<prefix>_<secret>`: the prefix names it in lists
// and logs, the secret is 256 random bits of which only a SHA-256 hash is kept.

/** What a key may do, per resource. No `payouts:write`: a decision on money needs two staff members (D21), and a key is nobody. */
export const apiKeyScopes = ['incidents:read', 'incidents:write', 'payouts:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, { label: string; description: string }> = {
  'incidents:read': { label: 'Read cases', description: 'List cases and read one: reference, status, platform, fraud type, dates and amount lost. No victim e-mail, description or contacts.' },
  'incidents:write': { label: 'Change case status', description: "Move a case to another status, with the same rules, version check and audit row as a staff member's change." },
  'payouts:read': { label: 'Read payouts', description: 'List payout requests: case, amount, method, status and dates. Never the account details.' },
};

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_MARK = 'hvn_';
/** `hvn_` + 8 characters of prefix + `_` + 43 of secret (32 bytes in base64url). */
export const apiKeyPattern = /^hvn_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

export const API_KEY_NAME_MAX = 80;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** `POST /api/admin/api-keys`. `expiresOn`: the key works until the end of that day (UTC); left out, until revoked. */
export const createApiKeySchema = z.object({
  name: z
    .string({ error: 'Give the key a name' })
    .trim()
    .min(1, 'Give the key a name')
    .max(API_KEY_NAME_MAX, `The name is at most ${API_KEY_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(apiKeyScopes, 'Choose scopes from the list'), { error: 'Choose at least one scope' })
    .min(1, 'Choose at least one scope')
    .max(apiKeyScopes.length, 'Choose each scope once')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Choose each scope once'),
  // Empty (a date field left blank) is no last day.
  expiresOn: z
    .string()
    .trim()
    .refine((text) => text === '' || isoDay.test(text), 'Write the date as YYYY-MM-DD')
    .refine((text) => text === '' || !isoDay.test(text) || new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'That date does not exist')
    .nullish()
    .transform((value) => value || undefined),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as the list shows it: never its secret or hash. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `hvn_abcd1234`: how the key starts, to recognise it. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Whether it is accepted now: not revoked and not past its end. */
  active: z.boolean(),
});
export type ApiKey = z.output<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.output<typeof apiKeyListSchema>;

/** The answer to a create: the one time the whole key is shown. */
export const createdApiKeySchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.output<typeof createdApiKeySchema>;
