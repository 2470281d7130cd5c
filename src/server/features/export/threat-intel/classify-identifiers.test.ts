import { describe, expect, it } from 'vitest';
import { mentionsVictim, receivingAccountIdentifier, websiteIdentifiers } from './classify-identifiers';
import { isBitcoinAddress } from '../../../kernel/identifiers/crypto-addresses';
import { organisationNamespace, uuidV5 } from './deterministic-id';

const anySite = () => true;

describe('websiteIdentifiers', () => {
  it("names a reported site by its registrable domain, and its page when the victim gave one, without query, fragment or password", () => {
    expect(websiteIdentifiers('https://user:pw@Login.Scam-Broker.example.com/account/deposit?email=anna@example.org#top', anySite)).toEqual([
      { kind: 'domain', value: 'example.com' },
      { kind: 'url', value: 'https://login.scam-broker.example.com/account/deposit' },
    ]);
    expect(websiteIdentifiers('coinharbor-invest.com', anySite)).toEqual([{ kind: 'domain', value: 'coinharbor-invest.com' }]);
    // A scheme with nothing but the host adds nothing the domain does not say.
    expect(websiteIdentifiers('https://coinharbor-invest.com/', anySite)).toEqual([{ kind: 'domain', value: 'coinharbor-invest.com' }]);
    // A site under a hosting suffix is its own site, not the host's.
    expect(websiteIdentifiers('https://quick-yield.netlify.app/join', anySite)[0]).toEqual({ kind: 'domain', value: 'quick-yield.netlify.app' });
    // An internationalised name goes out in its ASCII form, as DNS and MISP hold it.
    expect(websiteIdentifiers('https://bänk-login.de', anySite)).toEqual([{ kind: 'domain', value: 'xn--bnk-login-v2a.de' }]);
  });

  it('leaves out what is no public site, and every domain the caller refuses (well known, or taken off the list)', () => {
    expect(websiteIdentifiers('http://localhost:3000/x', anySite)).toEqual([]);
    expect(websiteIdentifiers('http://192.168.1.1/login', anySite)).toEqual([]);
    expect(websiteIdentifiers('printer.local', anySite)).toEqual([]);
    expect(websiteIdentifiers('not a website', anySite)).toEqual([]);
    expect(websiteIdentifiers('ftp://files.scam.example.com', anySite)).toEqual([]);
    expect(websiteIdentifiers('https://www.facebook.com/scam.page', (domain) => domain !== 'facebook.com')).toEqual([]);
    // A public IP address goes out only as the full address the victim gave.
    expect(websiteIdentifiers('http://203.0.113.9/pay', anySite)).toEqual([]);
    expect(websiteIdentifiers('http://8.8.4.4/pay', anySite)).toEqual([{ kind: 'url', value: 'http://8.8.4.4/pay' }]);
  });
});

describe('receivingAccountIdentifier', () => {
  it('reads an entry that is wholly one identifier, in one written form', () => {
    expect(receivingAccountIdentifier('de89 3704 0044 0532 0130 00')).toEqual({ kind: 'iban', value: 'DE89370400440532013000' });
    expect(receivingAccountIdentifier('GB29-NWBK-6016-1331-9268-19')).toEqual({ kind: 'iban', value: 'GB29NWBK60161331926819' });
    expect(receivingAccountIdentifier('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toEqual({ kind: 'btc', value: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' });
    expect(receivingAccountIdentifier('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toEqual({ kind: 'btc', value: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' });
    expect(receivingAccountIdentifier('0x52908400098527886E0F7030069857D2E4169EE7')).toEqual({ kind: 'eth', value: '0x52908400098527886e0f7030069857d2e4169ee7' });
    expect(receivingAccountIdentifier('Payments.Desk@Scam-Mail.example')).toEqual({ kind: 'email', value: 'payments.desk@scam-mail.example' });
    expect(receivingAccountIdentifier('+44 (7700) 900-123')).toEqual({ kind: 'phone', value: '+447700900123' });
    expect(receivingAccountIdentifier('0049 151 2345 6789')).toEqual({ kind: 'phone', value: '+4915123456789' });
    expect(receivingAccountIdentifier('60-16-13 31926819')).toEqual({ kind: 'bank-account', value: '60161331926819' });
  });

  it('leaves out words, erased accounts, short numbers and what fails its checksum', () => {
    expect(receivingAccountIdentifier('Mule account 12345678 (J. Smith)')).toBeNull();
    expect(receivingAccountIdentifier('CoinHarbor Exchange trading account')).toBeNull();
    expect(receivingAccountIdentifier('(removed)')).toBeNull();
    expect(receivingAccountIdentifier('12345')).toBeNull();
    // One digit off: the IBAN's check digits and the address's checksum no longer hold.
    expect(receivingAccountIdentifier('DE89 3704 0044 0532 0130 01')).toBeNull();
    expect(receivingAccountIdentifier('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBeNull();
    expect(receivingAccountIdentifier('bc1q-demo-wallet-outside-01')).toBeNull();
  });
});

describe('Bitcoin addresses are known by their checksums (BIP 173 and BIP 350 test vectors)', () => {
  it('accepts the published valid addresses and refuses the invalid ones', () => {
    for (const valid of [
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ]) {
      expect(isBitcoinAddress(valid), valid).toBe(true);
    }
    for (const invalid of [
      // bech32m checksum on a version 0 program, and bech32 on version 1 (BIP 350's invalid list).
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      // Mixed case, and a test-network address.
      'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      '31234567890123456789012345678',
    ]) {
      expect(isBitcoinAddress(invalid), invalid).toBe(false);
    }
  });
});

describe('mentionsVictim', () => {
  const traces = { emails: ['anna.lindqvist@example.org'], names: ['Anna Lindqvist'], phones: ['+46 70 123 45 67'] };

  it("finds the victim's e-mail, name or phone however the identifier writes them", () => {
    expect(mentionsVictim({ kind: 'email', value: 'anna.lindqvist@example.org' }, traces)).toBe(true);
    expect(mentionsVictim({ kind: 'url', value: 'https://scam.example/u/annalindqvist/wallet' }, traces)).toBe(true);
    expect(mentionsVictim({ kind: 'url', value: 'https://scam.example/Anna-Lindqvist' }, traces)).toBe(true);
    expect(mentionsVictim({ kind: 'phone', value: '+46701234567' }, traces)).toBe(true);
    expect(mentionsVictim({ kind: 'bank-account', value: '0701234567' }, traces)).toBe(true);
  });

  it("lets the scammer's own identifiers through", () => {
    expect(mentionsVictim({ kind: 'email', value: 'payments@scam-mail.example' }, traces)).toBe(false);
    expect(mentionsVictim({ kind: 'iban', value: 'DE89370400440532013000' }, traces)).toBe(false);
    expect(mentionsVictim({ kind: 'domain', value: 'coinharbor-invest.com' }, traces)).toBe(false);
  });
});

describe('deterministic ids', () => {
  it('are RFC 9562 version 5 UUIDs (the RFC example), the same for the same name and organisation', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(organisationNamespace('https://help.example.org/')).toBe(organisationNamespace('https://help.example.org'));
    expect(organisationNamespace('https://help.example.org')).not.toBe(organisationNamespace('https://other.example.org'));
  });
});
