import { z } from 'zod';

// Webhooks (issue 27): Haven tells another system that something happened, signed, retried, and
// logged. A payload names the event and the case, never the victim: the receiver reads details
// through the integration API with a key.

export const webhookEvents = ['case.created', 'case.status_changed', 'payout.decided'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
/** What "Send a test event" sends: to that endpoint only, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventName = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const webhookEventLabels: Record<WebhookEvent, { label: string; description: string }> = {
  'case.created': { label: 'Case created', description: 'A victim reported an incident or staff recorded one.' },
  'case.status_changed': { label: 'Case status changed', description: 'A case moved to another status (by staff, an API key, or a merge).' },
  'payout.decided': { label: 'Payout decided', description: 'A payout request was approved, rejected or marked paid.' },
};

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** How many times a delivery is tried before it is marked failed (the first try and five retries). */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** How long one try waits for the receiver's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The headers of every delivery (Stripe's scheme of signing, with Haven's names). */
export const webhookHeaders = {
  signature: 'haven-signature',
  event: 'haven-event',
  /** The event's id: the same on every try and on "Send again", so a receiver acts on it once. */
  eventId: 'haven-event-id',
} as const;

export const WEBHOOK_URL_MAX = 2000;

/** `POST /api/admin/webhooks`. */
export const createWebhookEndpointSchema = z.object({
  url: z
    .string({ error: 'Give the address that receives the events' })
    .trim()
    .min(1, 'Give the address that receives the events')
    .max(WEBHOOK_URL_MAX, 'The address is too long')
    .refine((text) => {
      try {
        const url = new URL(text);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'Give a whole web address, such as https://example.org/haven-events'),
  description: z.string().trim().max(200, 'The description is at most 200 characters').default(''),
  events: z
    .array(z.enum(webhookEvents, 'Choose events from the list'), { error: 'Choose at least one event' })
    .min(1, 'Choose at least one event')
    .max(webhookEvents.length, 'Choose each event once')
    .refine((events) => new Set(events).size === events.length, 'Choose each event once'),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

/** `PUT /api/admin/webhooks/:id`: pause or resume. */
export const updateWebhookEndpointSchema = z.object({ active: z.boolean({ error: 'Say whether the endpoint is active' }) });

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEvents)),
  active: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** The deliveries of the last 7 days, by status: how the endpoint fares at a glance. */
  recent: z.object({ delivered: z.number().int(), failed: z.number().int(), pending: z.number().int() }),
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.output<typeof webhookEndpointListSchema>;

/** The answer to a create: the one time the signing secret is shown. */
export const createdWebhookEndpointSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhookEndpoint = z.output<typeof createdWebhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  eventId: z.string(),
  event: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** The body sent, as JSON: no victim's data is ever in one. */
  payload: z.unknown(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(100_000).default(1),
  pageSize: z.coerce.number().int('Page size must be a whole number').min(1, 'Page size must be 1 or more').max(100, 'Page size must be at most 100').default(25),
  status: z.enum(['all', ...webhookDeliveryStatuses], 'Status is all, pending, delivered or failed').default('all'),
});
export const webhookDeliveryPageSchema = z.object({ items: z.array(webhookDeliverySchema), total: z.number().int().nonnegative() });
export type WebhookDeliveryPage = z.output<typeof webhookDeliveryPageSchema>;

/** What a receiver gets: the event, its id and time, and the few facts of `data` below. */
export type WebhookPayload =
  | { id: string; event: 'case.created'; occurredAt: string; data: { caseId: number; caseReference: string; status: string; confirmed: boolean; source: 'report' | 'staff' } }
  | { id: string; event: 'case.status_changed'; occurredAt: string; data: { caseId: number; caseReference: string; status: string; previousStatus: string } }
  | { id: string; event: 'payout.decided'; occurredAt: string; data: { payoutId: number; caseId: number; caseReference: string; decision: 'approved' | 'rejected' | 'paid' } }
  | { id: string; event: typeof WEBHOOK_TEST_EVENT; occurredAt: string; data: { endpointId: number } };
