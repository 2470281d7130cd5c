/**
 * One vocabulary of fraud types for reports, applications and every screen that shows them: a
 * value, the words a victim reads, and which form offers it. The two forms offer different
 * choices (visitor spec section 5), in this order.
 *
 * Without zod, so a screen that only names fraud types does not download it; the schemas are in
 * ./fraud-types.ts, which re-exports all of this.
 */
export const vocabulary = [
  { value: 'investment_scam', label: 'Investment scam', report: true, application: true },
  { value: 'cryptocurrency_fraud', label: 'Cryptocurrency fraud', report: true, application: true },
  { value: 'romance_scam', label: 'Romance scam', report: true, application: true },
  { value: 'ecommerce_fraud', label: 'Online shopping (e-commerce) fraud', report: false, application: true },
  { value: 'fake_online_store', label: 'Fake online store', report: true, application: false },
  { value: 'advance_fee_fraud', label: 'Advance-fee fraud', report: true, application: false },
  { value: 'phishing', label: 'Phishing', report: true, application: true },
  { value: 'identity_theft', label: 'Identity theft', report: true, application: false },
  { value: 'other', label: 'Other', report: true, application: true },
] as const;
export type Entry = (typeof vocabulary)[number];

export type FraudType = Entry['value'];
export type ReportFraudType = Extract<Entry, { report: true }>['value'];
export type ApplicationFraudType = Extract<Entry, { application: true }>['value'];

export const fraudTypes = vocabulary.map((entry) => entry.value);
export const fraudTypeLabels = Object.fromEntries(vocabulary.map((entry) => [entry.value, entry.label])) as Record<FraudType, string>;

/** A stored value in words; a value outside the vocabulary is shown as it came, never hidden. */
export function fraudTypeLabel(value: string): string {
  return (fraudTypeLabels as Record<string, string | undefined>)[value] ?? value;
}
