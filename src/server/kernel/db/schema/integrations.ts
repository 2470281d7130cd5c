import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../../../shared/integrations/api-keys';
import { webhookDeliveryStatuses, type WebhookDeliveryStatus, type WebhookEvent } from '../../../../shared/integrations/webhooks';
import { createdAt, updatedAt } from './columns';
import { staffUsers } from './people';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * API keys for integrations (issue 27). Only the key's SHA-256 is kept: the secret is 256 random
 * bits, so a plain hash makes a leaked table useless, as for session tokens. The prefix, unique,
 * finds the row and names the key in lists. A key belongs to the organisation, not to the admin who
 * made it: it works until revoked or past `expires_at`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // Written at most once a minute per key, so a busy integration costs no write per request.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('api_keys_prefix_key').on(t.prefix), index('api_keys_created_at_idx').on(t.createdAt)],
);

/**
 * Where events go. The signing secret is needed in the clear to sign each delivery, so it is kept
 * encrypted under DATA_ENCRYPTION_KEY (as the mail server's password is) and shown once.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  secretEncrypted: text('secret_encrypted').notNull(),
  events: text('events').array().$type<WebhookEvent[]>().notNull(),
  // Paused: events of that time are not delivered to it, and none wait for its return.
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One event for one endpoint: the outbox of webhooks. Written in the transaction of the change it
 * tells of (a case created, a status changed, a payout decided), with its job, so it exists if and
 * only if the change commits; the worker (src/server/kernel/webhooks) delivers it and writes down
 * each try. `event_id` is the same for every endpoint and every try: the receiver's idempotency key.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // The receiver's last answer: its HTTP status, or why there was none (a timeout, a refused address).
    responseStatus: integer('response_status'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    // Set while a worker is sending it: a claim older than a minute was left by a worker that died.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_status_check', sql`${t.status} in (${inList(webhookDeliveryStatuses)})`),
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);
