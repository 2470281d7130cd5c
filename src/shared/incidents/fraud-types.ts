import { z } from 'zod';

/**
 * One vocabulary of fraud types for reports, applications and every screen that shows them: a
 * value, the words a victim reads, and which form offers it. The two forms offer different
 * choices (visitor spec section 5), in this order.
 */
const vocabulary = [
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
type Entry = (typeof vocabulary)[number];

export type FraudType = Entry['value'];
export type ReportFraudType = Extract<Entry, { report: true }>['value'];
export type ApplicationFraudType = Extract<Entry, { application: true }>['value'];

export const fraudTypes = vocabulary.map((entry) => entry.value);
export const fraudTypeLabels = Object.fromEntries(vocabulary.map((entry) => [entry.value, entry.label])) as Record<FraudType, string>;

/** A stored value in words; a value outside the vocabulary is shown as it came, never hidden. */
export function fraudTypeLabel(value: string): string {
  return (fraudTypeLabels as Record<string, string | undefined>)[value] ?? value;
}

const choicesOf = <T extends FraudType>(offered: (entry: Entry) => boolean) => {
  const entries = vocabulary.filter(offered).map(({ value, label }) => ({ value: value as T, label }));
  return { options: entries, values: entries.map((entry) => entry.value) as [T, ...T[]] };
};
const report = choicesOf<ReportFraudType>((entry) => entry.report);
const application = choicesOf<ApplicationFraudType>((entry) => entry.application);

/** The report form's choices. */
export const reportFraudTypes = report.options;
/** The recovery form's choices. */
export const applicationFraudTypes = application.options;

/**
 * The values the recovery form sent before there was one vocabulary: the spec's words. Older
 * clients may still send them, so the application schema takes them and stores the new value;
 * migration 0003 rewrote the rows stored with them.
 */
export const legacyApplicationFraudTypes = {
  investment: 'investment_scam',
  cryptocurrency: 'cryptocurrency_fraud',
  romance: 'romance_scam',
  ecommerce: 'ecommerce_fraud',
} as const satisfies Record<string, ApplicationFraudType>;
type LegacyApplicationFraudType = keyof typeof legacyApplicationFraudTypes;

const FRAUD_TYPE_REQUIRED = 'Please select a fraud type';

export const reportFraudTypeSchema = z.enum(report.values, { error: FRAUD_TYPE_REQUIRED });

type AcceptedApplicationValue = ApplicationFraudType | LegacyApplicationFraudType;
const acceptedApplicationValues = [...application.values, ...Object.keys(legacyApplicationFraudTypes)] as [
  AcceptedApplicationValue,
  ...AcceptedApplicationValue[],
];
const isLegacy = (value: AcceptedApplicationValue): value is LegacyApplicationFraudType => value in legacyApplicationFraudTypes;

export const applicationFraudTypeSchema = z
  .enum(acceptedApplicationValues, { error: FRAUD_TYPE_REQUIRED })
  .transform((value) => (isLegacy(value) ? legacyApplicationFraudTypes[value] : value));
