import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEvent, WebhookPayload } from '@shared/integrations/webhooks';
import type { Tx } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index';
import { queueNames, type JobRunner } from '../jobs/job-runner';

/** An event as the operation that caused it states it: its name, its facts, and when. */
export type WebhookEventInput = {
  [E in WebhookEvent]: { event: E; data: Extract<WebhookPayload, { event: E }>['data']; occurredAt: Date };
}[WebhookEvent];

export type WebhookQueueDependencies = { jobs: Pick<JobRunner, 'send'> };

/**
 * Puts one event in the webhook outbox, with the caller's transaction (as queueMail does a mail):
 * a delivery row and its job for each active endpoint that subscribes to the event, so the event
 * goes out if and only if the change commits, and then surely. No endpoint, nothing written.
 */
export async function queueWebhookEvent(deps: WebhookQueueDependencies, tx: Tx, input: WebhookEventInput): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), sql`${webhookEndpoints.events} @> array[${input.event}]::text[]`));
  if (endpoints.length === 0) return;
  const eventId = randomUUID();
  const payload = { id: eventId, event: input.event, occurredAt: input.occurredAt.toISOString(), data: input.data };
  const rows = await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId, event: input.event, payload, nextAttemptAt: input.occurredAt })))
    .returning({ id: webhookDeliveries.id });
  // An organisation has a few endpoints: a job each.
  for (const row of rows) await deps.jobs.send(tx, queueNames.webhooks, { deliveryId: row.id });
}
