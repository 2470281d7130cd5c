import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import { API_KEY_MARK, apiKeyPattern, type ApiKey, type ApiKeyScope, type CreatedApiKey, type createApiKeySchema } from '@shared/integrations/api-keys';
import type { Db } from '../../kernel/db/client';
import { apiKeys, staffUsers } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import type { ApiKeyLookup } from '../../kernel/plugins/access';
import { Sentence } from '../../kernel/texts/error-texts';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { hashToken } from '../auth/tokens';

type Row = typeof apiKeys.$inferSelect;
type CreateInput = z.output<typeof createApiKeySchema>;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 8 letters and digits: 47 bits, enough that two keys never share one (the unique index would say so). */
function newPrefix(): string {
  return Array.from(randomBytes(8), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/** How the key starts, as lists, logs and the audit show it: `hvn_abcd1234`. */
export const shownPrefix = (prefix: string) => `${API_KEY_MARK}${prefix}`;

const isActive = (row: Pick<Row, 'revokedAt' | 'expiresAt'>, now: Date) => row.revokedAt === null && (row.expiresAt === null || row.expiresAt > now);

function present(row: Row, createdBy: string | null, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: shownPrefix(row.prefix),
    scopes: row.scopes,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    active: isActive(row, now),
  };
}

const notFound = () => new AppError('API_KEY_NOT_FOUND', 'API key not found');

/** Every key, newest first, revoked ones included (their history stays readable); never a secret. */
export async function listApiKeys(deps: Pick<Dependencies, 'db' | 'clock'>): Promise<{ items: ApiKey[] }> {
  const rows = await deps.db
    .select({ key: apiKeys, createdBy: staffUsers.username })
    .from(apiKeys)
    .leftJoin(staffUsers, eq(staffUsers.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(500);
  const now = deps.clock();
  return { items: rows.map((row) => present(row.key, row.createdBy, now)) };
}

/** The end of the day named (UTC): a key "until 2026-09-30" works through that whole day. */
function endOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000);
}

/**
 * A new key (issue 27): `hvn_<prefix>_<secret>`, of which only the SHA-256 is stored; the answer
 * is the one time the whole key is seen. Audited with its name, prefix, scopes and end.
 */
export async function createApiKey(deps: Pick<Dependencies, 'db' | 'clock'>, input: CreateInput & { adminId: number; by: Change }): Promise<CreatedApiKey> {
  const now = deps.clock();
  const expiresAt = input.expiresOn ? endOf(input.expiresOn) : null;
  if (expiresAt && expiresAt <= now) throw new AppError('VALIDATION_FAILED', 'The last day must be today or later');
  const prefix = newPrefix();
  const key = `${shownPrefix(prefix)}_${randomBytes(32).toString('base64url')}`;
  // Listed in the order offered, whatever order they were ticked in.
  const scopes = [...input.scopes].sort() as ApiKeyScope[];
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ name: input.name, prefix, keyHash: hashToken(key), scopes, createdBy: input.adminId, createdAt: now, expiresAt })
      .returning();
    const [creator] = await tx.select({ username: staffUsers.username }).from(staffUsers).where(eq(staffUsers.id, input.adminId));
    const apiKey = present(row!, creator?.username ?? null, now);
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'api_key.created',
      entity: { type: 'api_key', id: row!.id },
      after: { name: apiKey.name, prefix: apiKey.prefix, scopes: apiKey.scopes, expiresAt: apiKey.expiresAt },
      ip: input.by.ip,
    });
    return { apiKey, key };
  });
}

/** Revokes a key at once: its next request is refused. Revoking a revoked key changes nothing. */
export async function revokeApiKey(deps: Pick<Dependencies, 'db' | 'clock'>, input: { id: number; adminId: number; by: Change }): Promise<ApiKey> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(apiKeys).where(eq(apiKeys.id, input.id)).for('update');
    if (!before) throw notFound();
    const [creator] = await tx.select({ username: staffUsers.username }).from(staffUsers).where(eq(staffUsers.id, before.createdBy ?? 0));
    if (before.revokedAt) return present(before, creator?.username ?? null, now);
    const [row] = await tx.update(apiKeys).set({ revokedAt: now, revokedBy: input.adminId }).where(eq(apiKeys.id, input.id)).returning();
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'api_key.revoked',
      entity: { type: 'api_key', id: input.id },
      before: { name: before.name, prefix: shownPrefix(before.prefix), scopes: before.scopes },
      ip: input.by.ip,
    });
    return present(row!, creator?.username ?? null, now);
  });
}

export const API_KEY_NOT_VALID = 'This API key is not valid. Check that it was copied whole; an admin can make a new one under Integrations.';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Who a bearer is, for the access check of the integration API: the key whose prefix and hash it
 * matches, unless revoked or past its end. Its use is written down at most once a minute.
 */
export async function findApiKey(db: Db, input: { key: string; now: Date }): Promise<ApiKeyLookup> {
  const match = apiKeyPattern.exec(input.key);
  if (!match) return { refused: new Sentence(API_KEY_NOT_VALID) };
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.prefix, match[1]!)).limit(1);
  if (!row || !sameHash(row.keyHash, hashToken(input.key))) return { refused: new Sentence(API_KEY_NOT_VALID) };
  if (row.revokedAt) return { refused: new Sentence('This API key was revoked. An admin can make a new one under Integrations.') };
  if (row.expiresAt && row.expiresAt <= input.now) {
    return { refused: new Sentence('This API key expired at {expiresAt}. An admin can make a new one under Integrations.', { expiresAt: row.expiresAt.toISOString() }) };
  }
  const aMinuteAgo = new Date(input.now.getTime() - 60_000);
  if (!row.lastUsedAt || row.lastUsedAt < aMinuteAgo) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: input.now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, aMinuteAgo))));
  }
  return { apiKey: { kind: 'api_key', id: row.id, name: row.name, prefix: shownPrefix(row.prefix), scopes: row.scopes } };
}
