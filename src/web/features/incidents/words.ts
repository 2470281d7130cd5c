import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { caseRules, type CaseFacts } from '@shared/incidents/case-rules';
import { formatStatusLabel, fraudTypeLabel as sharedWordsFraudTypeLabel } from '@/lib/i18n/shared-words';

// The shared vocabulary (src/shared, the server's too) in the reader's language: a known value by
// its descriptor, said where it is drawn; a value outside the vocabulary as it came.

const statusLabels: Record<string, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'incident status' }),
  under_review: msg`Under Review`,
  under_investigation: msg`Under Investigation`,
  recovery_available: msg`Recovery Available`,
  resolved: msg`Resolved`,
  closed: msg({ message: 'Closed', context: 'incident status' }),
};

/** An incident's status in words ('Under Review'). */
export function incidentStatusLabel(i18n: I18n, status: string): string {
  const label = statusLabels[status];
  return label ? i18n._(label) : formatStatusLabel(status);
}

/** A fraud type in words, in the reader's language (the shared vocabulary, lib/i18n/shared-words). */
export function fraudTypeLabel(_i18n: I18n, value: string): string {
  return sharedWordsFraudTypeLabel(value);
}

/** The five steps of `recoveryProcessSteps`, in order. */
export const recoveryStepTitles: readonly MessageDescriptor[] = [
  msg`Case Assessment`,
  msg`Recovery Application`,
  msg`Legal Review & Documentation`,
  msg`Settlement Negotiation`,
  msg`Fund Recovery & Distribution`,
];

const recoveryHelpLabels: Record<string, MessageDescriptor> = {
  'Case resolved: money was recovered': msg`Case resolved: money was recovered`,
  'Money has been recovered on this case': msg`Money has been recovered on this case`,
  'Available: you have applied': msg`Available: you have applied`,
  'Available: you can apply': msg`Available: you can apply`,
  'Case resolved': msg`Case resolved`,
};

/** `caseRules(facts).recoveryHelpLabel` in the reader's language. */
export function recoveryHelpLabel(i18n: I18n, facts: CaseFacts): string {
  const rules = caseRules(facts);
  const label = recoveryHelpLabels[rules.recoveryHelpLabel];
  if (label) return i18n._(label);
  if (rules.recoveryHelp.kind !== 'unavailable') return rules.recoveryHelpLabel;
  if (facts.status === 'under_investigation') return i18n._(msg`Not available at present (under investigation)`);
  const status = incidentStatusLabel(i18n, facts.status);
  return i18n._(msg`Not available at present (status: ${status})`);
}
