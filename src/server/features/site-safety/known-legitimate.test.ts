import { describe, expect, it } from 'vitest';
import { curatedLegitimateDomains } from './data/known-legitimate';
import { assessOffline, defaultReferences, isKnownLegitimateDomain } from './references';
import { scoreSite } from './scoring';
import { UNKNOWN_AGE } from './signals/domain-age';
import { UNKNOWN_TLS } from './signals/tls-certificate';
import { parseSiteName } from './site-name';

// Issue 22: with no network here (every probe timed out or failed: 'unknown'), the sites victims
// need most must not read "suspicious": the authorities they report to and the companies scams
// imitate. Before the government namespaces and the curated list, each of these scored 65.
const offline = (host: string) => {
  const refs = defaultReferences();
  return scoreSite({ ...assessOffline(parseSiteName(host), refs), reports: { reporters: 0 }, tls: UNKNOWN_TLS, domainAge: UNKNOWN_AGE });
};

describe('known-legitimate sites when the network checks come back unknown', () => {
  it.each([
    'https://reportfraud.ftc.gov/',
    'www.ic3.gov',
    'www.fbi.gov',
    'www.irs.gov',
    'www.actionfraud.police.uk',
    'www.ncsc.gov.uk',
    'www.tax.service.gov.uk',
    'www.scamwatch.gov.au',
    'www.cybermalveillance.gouv.fr',
    'commission.europa.eu',
    'www.europol.europa.eu',
    'www.interpol.int',
    'antifraudcentre-centreantifraude.ca',
    'www.politie.nl',
    'www.chase.com',
    'www.hsbc.co.uk',
    'www.coinbase.com',
    'www.royalmail.com',
    'www.westernunion.com',
    'www.citizensadvice.org.uk',
  ])('reads %s as safe, saying why', (host) => {
    const verdict = offline(host.replace(/^https?:\/\//, '').replace(/\/.*$/, ''));
    expect(verdict.band).toBe('safe');
    expect(verdict.detectedIssues).toEqual([]);
    expect(verdict.findings.find((f) => f.signal === 'well-known')).toMatchObject({ effect: 'trust' });
  });

  it('reads every curated company safe offline', () => {
    const notSafe = curatedLegitimateDomains.filter((d) => offline(d).band !== 'safe');
    expect(notSafe).toEqual([]);
  });

  it('still calls look-alikes of them what they are', () => {
    expect(offline('chase-secure-login.xyz').band).toBe('dangerous');
    expect(offline('coinbase.com.wallet-verify.net').band).not.toBe('safe');
    expect(offline('reportfraud-ftc-gov.com').band).not.toBe('safe');
    expect(offline('secure-gov.uk').band).not.toBe('safe');
  });

  it('names a government site a government address in its reason', () => {
    const trust = offline('www.actionfraud.police.uk').findings.find((f) => f.signal === 'well-known');
    expect(trust?.message).toBe('A government address: only public bodies can have a name under police.uk');
  });

  it('keeps them off the public list on reports alone', () => {
    const refs = defaultReferences();
    for (const domain of ['ftc.gov', 'actionfraud.police.uk', 'chase.com', 'facebook.com']) expect(isKnownLegitimateDomain(domain, refs), domain).toBe(true);
    expect(isKnownLegitimateDomain('golden-yield-crypto.com', refs)).toBe(false);
  });
});
