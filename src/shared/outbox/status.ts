/**
 * Where an outbox mail stands. 'queued' waits for the worker (first try or a retry); 'sending' is
 * claimed by a worker; 'sent' the mail server took it; 'failed' it refused it for good or the
 * retries ran out; 'cancelled' its bulk operation was cancelled first; 'skipped' the person
 * unsubscribed from bulk mail before it went.
 */
export const outboxStatuses = ['queued', 'sending', 'sent', 'failed', 'cancelled', 'skipped'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
