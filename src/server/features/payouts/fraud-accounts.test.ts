import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/db/client';
import { fraudIncidents, moneyTrails, platforms } from '../../kernel/db/schema/index';
import { openTestDatabase } from '../../test/database';
import { accountKeysIn, namesFraudAccount } from './fraud-accounts';

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

// The check against stored trails: formatting, look-alike characters and the domestic form of an
// IBAN must not carry a mule's account past it, and only a trail's receiving side refuses anyone.
describe('namesFraudAccount', () => {
  let database: Database;
  const ownIban = 'GB33 BUKB 2020 1555 5555 55';

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    const [platform] = await db.insert(platforms).values({ name: 'Fraud accounts test', type: 'Cryptocurrency Exchange', recoveryAvailable: true }).returning();
    const [incident] = await db
      .insert(fraudIncidents)
      .values({ victimEmail: 'mule-check@example.com', platformId: platform!.id, incidentDate: '2026-03-01', lossAmount: '1500.00', description: 'Sent money' })
      .returning();
    const trail = { incidentId: incident!.id, transactionType: 'transfer', amount: '100.00', currency: 'EUR', transactionDate: new Date('2026-01-10T10:00:00Z') };
    await db.insert(moneyTrails).values([
      // The victim's own account only ever sends.
      { ...trail, fromAccount: ownIban, toAccount: 'DE89 3704 0044 0532 0130 00' },
      { ...trail, toAccount: '60-16-13 31926819' },
      { ...trail, toAccount: 'BLZ 50010517 Konto 5407324931' },
      { ...trail, toAccount: 'Barclays Bank Johnathan Smithson' },
    ]);
  });
  afterAll(() => database?.close());

  const refused = (details: string) => namesFraudAccount(database.db, details);

  it.each([
    'DE89 3704 0044 0532 0130 00',
    'IBAN=DE89370400440532013000',
    'IBAN.DE89370400440532013000',
    'ＤＥ８９３７０４００４４０５３２０１３０００',
    'DE89-3704-0044-0532-0130-00x',
    'IBAN DE٨٩ ٣٧٠٤ ٠٠٤٤ ٠٥٣٢ ٠١٣٠ ٠٠',
    'BLZ 37040044 Konto 0532013000',
    'Bankleitzahl 37040044, Kontonummer 0532013000',
    'GB29NWBK60161331926819',
    'Sort code 60-16-13, account 31926819',
    'DE30500105175407324931',
  ])('refuses %s', async (details) => {
    expect(await refused(details)).toBe(true);
  });

  it.each([
    ownIban,
    'GB33BUKB20201555555555, Barclays, Johnathan Smithson',
    'DE44 5001 0517 5407 3249 99',
    'Wallet 0x52908400098527886E0F7030069857D2E4169EE7',
    'PayPal jane.doe@mail.example',
  ])('lets %s through', async (details) => {
    expect(await refused(details)).toBe(false);
  });
});
