import { z } from 'zod';
import { vocabulary, type ApplicationFraudType, type Entry, type FraudType, type ReportFraudType } from './fraud-type-vocabulary';

export { fraudTypeLabel, fraudTypeLabels, fraudTypes, type ApplicationFraudType, type FraudType, type ReportFraudType } from './fraud-type-vocabulary';

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
