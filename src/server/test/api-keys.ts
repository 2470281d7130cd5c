import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiKeyScopes, type ApiKeyScope } from '@shared/integrations/api-keys';
import { apiKeys } from '../kernel/db/schema/index';
import { hashToken } from '../features/auth/tokens';

let made = 0;

/**
 * An API key written straight to the table, as createApiKey writes one: `headers` carry it as a
 * bearer. Revoked or past its end when asked, for the refusals.
 */
export async function createTestApiKey(
  app: FastifyInstance,
  options: { scopes?: readonly ApiKeyScope[]; name?: string; revoked?: boolean; expired?: boolean } = {},
) {
  made += 1;
  const prefix = `t${String(made).padStart(3, '0')}${randomBytes(4).toString('hex').slice(0, 4)}`;
  const key = `hvn_${prefix}_${randomBytes(32).toString('base64url')}`;
  const [row] = await app.db
    .insert(apiKeys)
    .values({
      name: options.name ?? `Test key ${made}`,
      prefix,
      keyHash: hashToken(key),
      scopes: [...(options.scopes ?? apiKeyScopes)],
      revokedAt: options.revoked ? new Date() : null,
      expiresAt: options.expired ? new Date(Date.now() - 60_000) : null,
    })
    .returning();
  return { key, row: row!, headers: { authorization: `Bearer ${key}` } };
}
