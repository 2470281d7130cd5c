import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiKeyScopeLabels, type ApiKeyScope } from '@shared/integrations/api-keys';
import { webhookEventLabels, type WebhookEvent } from '@shared/integrations/webhooks';
import { i18n } from '@/lib/i18n/texts';

// The words for the API key scopes and webhook events, in the reader's language. The English is
// the same as src/shared/integrations (the server's), which stays the fallback for a new value.

type Words = { label: MessageDescriptor; description: MessageDescriptor };

const scopeWords: Record<ApiKeyScope, Words> = {
  'incidents:read': {
    label: msg`Read cases`,
    description: msg`List cases and read one: reference, status, platform, fraud type, dates and amount lost. No victim e-mail, description or contacts.`,
  },
  'incidents:write': {
    label: msg`Change case status`,
    description: msg`Move a case to another status, with the same rules, version check and audit row as a staff member's change.`,
  },
  'payouts:read': {
    label: msg`Read payouts`,
    description: msg`List payout requests: case, amount, method, status and dates. Never the account details.`,
  },
};

const eventWords: Record<WebhookEvent, Words> = {
  'case.created': { label: msg`Case created`, description: msg`A victim reported an incident or staff recorded one.` },
  'case.status_changed': { label: msg`Case status changed`, description: msg`A case moved to another status (by staff, an API key, or a merge).` },
  'payout.decided': { label: msg`Payout decided`, description: msg`A payout request was approved, rejected or marked paid.` },
};

function said(words: Words | undefined, fallback: { label: string; description: string }) {
  return words ? { label: i18n._(words.label), description: i18n._(words.description) } : fallback;
}

/** What an API key scope lets a system do: its name and its one-line description. */
export function scopeText(scope: ApiKeyScope): { label: string; description: string } {
  return said(scopeWords[scope], apiKeyScopeLabels[scope]);
}

/** A webhook event's name and description. */
export function eventText(event: WebhookEvent): { label: string; description: string } {
  return said(eventWords[event], webhookEventLabels[event]);
}
