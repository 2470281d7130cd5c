import { describe, expect, it } from 'vitest';
import { accountKeysIn } from './fraud-accounts';

// The keys a victim's free-text payout details are compared by against the receiving side of
// money trails (D17): every way an account may be written, and nothing that is only a name.
describe('accountKeysIn', () => {
  it('finds an IBAN written in groups, inside other words, in any case', () => {
    expect(accountKeysIn('J. Doe, IBAN: de89 3704 0044 0532 0130 00, Example Bank')).toContain('de89370400440532013000');
    expect(accountKeysIn('DE89-3704-0044-0532-0130-00')).toContain('de89370400440532013000');
  });

  it('finds a wallet address and a PayPal address', () => {
    expect(accountKeysIn('wallet 0x52908400098527886E0F7030069857D2E4169EE7 please')).toContain('0x52908400098527886e0f7030069857d2e4169ee7');
    expect(accountKeysIn('PayPal: Jane.Doe@Mail.example')).toContain('janedoemailexample');
  });

  it('takes no name as an account, however long', () => {
    const keys = accountKeysIn('Barclays, account holder Johnathan Smithson');
    expect(keys).not.toContain('barclays');
    expect(keys).not.toContain('johnathan');
    expect(keys).not.toContain('johnathansmithson');
  });

  it('stays bounded for the longest details a victim may send', () => {
    const details = Array.from({ length: 125 }, (_, i) => `${i % 10}a`).join(' ').slice(0, 500);
    expect(accountKeysIn(details).length).toBeLessThan(2000);
  });
});
