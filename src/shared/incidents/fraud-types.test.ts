import { describe, expect, it } from 'vitest';
import { recoveryApplicationSchema } from '../applications/schema';
import {
  applicationFraudTypes,
  applicationFraudTypeSchema,
  fraudTypeLabel,
  fraudTypeLabels,
  fraudTypes,
  legacyApplicationFraudTypes,
  reportFraudTypes,
  reportFraudTypeSchema,
} from './fraud-types';
import { reportIncidentSchema } from './report-schema';

describe('one vocabulary of fraud types', () => {
  it('gives each form the choices the visitor spec names, in its order, with one label per value', () => {
    expect(reportFraudTypes).toEqual([
      { value: 'investment_scam', label: 'Investment scam' },
      { value: 'cryptocurrency_fraud', label: 'Cryptocurrency fraud' },
      { value: 'romance_scam', label: 'Romance scam' },
      { value: 'fake_online_store', label: 'Fake online store' },
      { value: 'advance_fee_fraud', label: 'Advance-fee fraud' },
      { value: 'phishing', label: 'Phishing' },
      { value: 'identity_theft', label: 'Identity theft' },
      { value: 'other', label: 'Other' },
    ]);
    expect(applicationFraudTypes).toEqual([
      { value: 'investment_scam', label: 'Investment scam' },
      { value: 'cryptocurrency_fraud', label: 'Cryptocurrency fraud' },
      { value: 'romance_scam', label: 'Romance scam' },
      { value: 'ecommerce_fraud', label: 'Online shopping (e-commerce) fraud' },
      { value: 'phishing', label: 'Phishing' },
      { value: 'other', label: 'Other' },
    ]);
    const everyOption = [...reportFraudTypes, ...applicationFraudTypes];
    expect(new Set(everyOption.map((o) => o.value))).toEqual(new Set(fraudTypes));
    for (const option of everyOption) expect(option.label).toBe(fraudTypeLabels[option.value]);
  });

  it("takes the recovery form's former values from older clients and stores the new ones", () => {
    expect(Object.entries(legacyApplicationFraudTypes).map(([old]) => applicationFraudTypeSchema.parse(old))).toEqual([
      'investment_scam',
      'cryptocurrency_fraud',
      'romance_scam',
      'ecommerce_fraud',
    ]);
    for (const { value } of applicationFraudTypes) expect(applicationFraudTypeSchema.parse(value)).toBe(value);
  });

  it('refuses what a form does not offer, with the same message', () => {
    const messageOf = (schema: typeof applicationFraudTypeSchema | typeof reportFraudTypeSchema, value: unknown) =>
      schema.safeParse(value).error?.issues[0]?.message;
    for (const value of ['lottery', '', undefined, 'advance_fee_fraud']) {
      expect(messageOf(applicationFraudTypeSchema, value)).toBe('Please select a fraud type');
    }
    for (const value of ['lottery', '', undefined, 'investment', 'ecommerce_fraud']) {
      expect(messageOf(reportFraudTypeSchema, value)).toBe('Please select a fraud type');
    }
    expect(recoveryApplicationSchema.shape.fraudType).toBe(applicationFraudTypeSchema);
    expect(reportIncidentSchema.shape.fraudType).toBe(reportFraudTypeSchema);
  });

  it('shows a stored value in words, and an unknown one as it came', () => {
    expect(fraudTypeLabel('advance_fee_fraud')).toBe('Advance-fee fraud');
    expect(fraudTypeLabel('pig_butchering')).toBe('pig_butchering');
  });
});
