import { describe, expect, it } from 'vitest';
import { maskAccountDetails } from './mask-account-details';

describe('maskAccountDetails (D5)', () => {
  it('shows the last four characters of the IBAN, never a bank code after it', () => {
    expect(maskAccountDetails('IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX')).toBe('•••• 3000');
    expect(maskAccountDetails('IBAN: DE89 3704 0044 0532 0130 00 BIC: COBADEFFXXX')).toBe('•••• 3000');
    expect(maskAccountDetails('DE89370400440532013000 COBADEFFXXX')).toBe('•••• 3000');
    expect(maskAccountDetails('GB33 BUKB 2020 1555 5555 55')).toBe('•••• 5555');
    expect(maskAccountDetails('Swift BUKBGB22 / iban gb33bukb20201555555555')).toBe('•••• 5555');
  });

  it('shows the last four digits of the account number, not of a sort code beside it', () => {
    expect(maskAccountDetails('Sort code 12-34-56, account 87654321, Barclays')).toBe('•••• 4321');
    expect(maskAccountDetails('Account 0532013000 (BLZ 370 400 44)')).toBe('•••• 3000');
    expect(maskAccountDetails('routing 021000021 account 1234567890123 CHASUS33XXX')).toBe('•••• 0123');
  });

  it('masks a PayPal address to its first letter and domain', () => {
    expect(maskAccountDetails('jane.doe@example.com')).toBe('j•••@example.com');
    expect(maskAccountDetails('PayPal: jane.doe@example.com')).toBe('j•••@example.com');
  });

  it('never shows a placeholder or too little to mask', () => {
    expect(maskAccountDetails('BIC COBADEFFXXX')).not.toContain('XXX');
    expect(maskAccountDetails('ab')).toBe('••••');
  });
});
