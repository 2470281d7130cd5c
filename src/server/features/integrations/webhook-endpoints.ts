import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WEBHOOK_TEST_EVENT,
  type CreatedWebhookEndpoint,
  type createWebhookEndpointSchema,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type webhookDeliveryListQuerySchema,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@shared/integrations/webhooks';
import { encryptField } from '../../kernel/crypto/field-cipher';
import type { Tx } from '../../kernel/db/client';
import { staffUsers, webhookDeliveries, webhookEndpoints } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { queueNames } from '../../kernel/jobs/job-runner';
import { destinationProblem, destinationRule } from '../../kernel/webhooks/destination';
import { createWebhookSecret } from '../../kernel/webhooks/signature';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type Recent = WebhookEndpoint['recent'];

const notFound = () => new AppError('WEBHOOK_NOT_FOUND', 'Webhook endpoint not found');
const noRecent: Recent = { delivered: 0, failed: 0, pending: 0 };

function present(row: EndpointRow, createdBy: string | null, recent: Recent): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    recent,
  };
}

/** What the audit row says of an endpoint: never its secret. */
const audited = (row: EndpointRow) => ({ url: row.url, description: row.description, events: row.events, active: row.active });

/** The endpoints, newest first, each with how its deliveries of the last 7 days went. */
export async function listWebhookEndpoints(deps: Pick<Dependencies, 'db' | 'clock'>): Promise<{ items: WebhookEndpoint[] }> {
  const rows = await deps.db
    .select({ endpoint: webhookEndpoints, createdBy: staffUsers.username })
    .from(webhookEndpoints)
    .leftJoin(staffUsers, eq(staffUsers.id, webhookEndpoints.createdBy))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(200);
  const weekAgo = new Date(deps.clock().getTime() - 7 * 24 * 3600 * 1000);
  const counts = await deps.db
    .select({ endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status, n: count() })
    .from(webhookDeliveries)
    .where(gte(webhookDeliveries.createdAt, weekAgo))
    .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status);
  const recent = new Map<number, Recent>();
  for (const row of counts) recent.set(row.endpointId, { ...(recent.get(row.endpointId) ?? noRecent), [row.status]: Number(row.n) });
  return { items: rows.map((row) => present(row.endpoint, row.createdBy, recent.get(row.endpoint.id) ?? noRecent)) };
}

/**
 * A new endpoint (issue 27): the address checked (https to a public address in production, see
 * kernel/webhooks/destination.ts), a signing secret made and shown once, kept encrypted.
 */
export async function createWebhookEndpoint(
  deps: Pick<Dependencies, 'db' | 'config'>,
  input: z.output<typeof createWebhookEndpointSchema> & { adminId: number; by: Change },
): Promise<CreatedWebhookEndpoint> {
  const problem = await destinationProblem(input.url, destinationRule(deps.config));
  if (problem) throw new AppError('WEBHOOK_URL_REFUSED', problem);
  const secret = createWebhookSecret();
  const events = [...input.events].sort() as WebhookEvent[];
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ url: input.url, description: input.description, events, secretEncrypted: encryptField(deps.config.dataEncryptionKey, secret), createdBy: input.adminId })
      .returning();
    const [creator] = await tx.select({ username: staffUsers.username }).from(staffUsers).where(eq(staffUsers.id, input.adminId));
    await recordAudit(tx, { actor: input.by.actor, action: 'webhook.created', entity: { type: 'webhook_endpoint', id: row!.id }, after: audited(row!), ip: input.by.ip });
    return { endpoint: present(row!, creator?.username ?? null, noRecent), secret };
  });
}

async function lockedEndpoint(tx: Tx, id: number): Promise<EndpointRow> {
  const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Pauses or resumes an endpoint. Paused, the events of that time are not kept for it. */
export async function setWebhookEndpointActive(
  deps: Pick<Dependencies, 'db' | 'clock'>,
  input: { id: number; active: boolean; by: Change },
): Promise<WebhookEndpoint> {
  await deps.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, input.id);
    if (before.active === input.active) return;
    const [row] = await tx.update(webhookEndpoints).set({ active: input.active }).where(eq(webhookEndpoints.id, input.id)).returning();
    await recordAudit(tx, {
      actor: input.by.actor,
      action: input.active ? 'webhook.resumed' : 'webhook.paused',
      entity: { type: 'webhook_endpoint', id: input.id },
      before: { active: before.active },
      after: { active: row!.active, url: row!.url },
      ip: input.by.ip,
    });
  });
  const listed = await listWebhookEndpoints(deps);
  const found = listed.items.find((item) => item.id === input.id);
  if (!found) throw notFound();
  return found;
}

/** Deletes an endpoint and its delivery log; the audit row keeps what it was. */
export async function deleteWebhookEndpoint(deps: Pick<Dependencies, 'db'>, input: { id: number; by: Change }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, input.id);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, input.id));
    await recordAudit(tx, { actor: input.by.actor, action: 'webhook.deleted', entity: { type: 'webhook_endpoint', id: input.id }, before: audited(before), ip: input.by.ip });
  });
}

function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    payload: row.payload,
  };
}

/** An endpoint's delivery log, newest first. */
export async function listWebhookDeliveries(
  deps: Pick<Dependencies, 'db'>,
  input: z.output<typeof webhookDeliveryListQuerySchema> & { endpointId: number },
): Promise<WebhookDeliveryPage> {
  const [endpoint] = await deps.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, input.endpointId));
  if (!endpoint) throw notFound();
  const where = and(eq(webhookDeliveries.endpointId, input.endpointId), input.status === 'all' ? undefined : eq(webhookDeliveries.status, input.status));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    deps.db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { items: rows.map(presentDelivery), total: Number(total?.n ?? 0) };
}

/**
 * "Send again" for a delivery that failed: it goes back to pending with a fresh round of tries,
 * the same event id and body, so a receiver that did get it after all acts on it once.
 */
export async function resendWebhookDelivery(
  deps: Pick<Dependencies, 'db' | 'jobs' | 'clock'>,
  input: { endpointId: number; deliveryId: number; by: Change },
): Promise<WebhookDelivery> {
  return deps.db.transaction(async (tx) => {
    const endpoint = await lockedEndpoint(tx, input.endpointId);
    const [before] = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.endpointId, input.endpointId)))
      .for('update');
    if (!before) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND', 'Delivery not found');
    if (before.status !== 'failed') throw new AppError('WEBHOOK_SEND_REFUSED', before.status === 'delivered' ? 'This delivery arrived; there is nothing to send again' : 'This delivery is still being tried');
    if (!endpoint.active) throw new AppError('WEBHOOK_SEND_REFUSED', 'The endpoint is paused: resume it first');
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', attempts: 0, error: null, responseStatus: null, nextAttemptAt: deps.clock(), claimedAt: null })
      .where(eq(webhookDeliveries.id, before.id))
      .returning();
    await deps.jobs.send(tx, queueNames.webhooks, { deliveryId: before.id });
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'webhook.resent',
      entity: { type: 'webhook_endpoint', id: input.endpointId },
      after: { deliveryId: before.id, event: before.event, eventId: before.eventId },
      ip: input.by.ip,
    });
    return presentDelivery(row!);
  });
}

/** "Send a test event": a `webhook.test` delivery to this endpoint only, signed and logged like any other. */
export async function sendTestWebhook(deps: Pick<Dependencies, 'db' | 'jobs' | 'clock'>, input: { endpointId: number; by: Change }): Promise<WebhookDelivery> {
  return deps.db.transaction(async (tx) => {
    const endpoint = await lockedEndpoint(tx, input.endpointId);
    if (!endpoint.active) throw new AppError('WEBHOOK_SEND_REFUSED', 'The endpoint is paused: resume it first');
    const now = deps.clock();
    const eventId = randomUUID();
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        eventId,
        event: WEBHOOK_TEST_EVENT,
        payload: { id: eventId, event: WEBHOOK_TEST_EVENT, occurredAt: now.toISOString(), data: { endpointId: endpoint.id } },
        nextAttemptAt: now,
      })
      .returning();
    await deps.jobs.send(tx, queueNames.webhooks, { deliveryId: row!.id });
    await recordAudit(tx, { actor: input.by.actor, action: 'webhook.test_sent', entity: { type: 'webhook_endpoint', id: endpoint.id }, after: { deliveryId: row!.id }, ip: input.by.ip });
    return presentDelivery(row!);
  });
}

