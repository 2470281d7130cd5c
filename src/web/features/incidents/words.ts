import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { caseRules, type CaseFacts } from '@shared/incidents/case-rules';
import { fraudTypeLabel as sharedFraudTypeLabel, type FraudType } from '@shared/incidents/fraud-types';
import { formatStatusLabel } from '@/lib/i18n/shared-words';

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

const fraudTypeLabels: Record<FraudType, MessageDescriptor> = {
  investment_scam: msg`Investment scam`,
  cryptocurrency_fraud: msg`Cryptocurrency fraud`,
  romance_scam: msg`Romance scam`,
  ecommerce_fraud: msg`Online shopping (e-commerce) fraud`,
  fake_online_store: msg`Fake online store`,
  advance_fee_fraud: msg`Advance-fee fraud`,
  phishing: msg`Phishing`,
  identity_theft: msg`Identity theft`,
  other: msg({ message: 'Other', context: 'fraud type' }),
};

/** A fraud type in words; a stored value outside the vocabulary as the shared label gives it. */
export function fraudTypeLabel(i18n: I18n, value: string): string {
  const label = (fraudTypeLabels as Record<string, MessageDescriptor | undefined>)[value];
  return label ? i18n._(label) : sharedFraudTypeLabel(value);
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
