import { describe, expect, it } from 'vitest';
import { curatedLegitimateDomains, governmentNamespaces } from '../data/known-legitimate';
import { wellKnownDomains } from '../data/well-known-domains';
import { parseSiteName } from '../site-name';
import { checkWellKnown, governmentNamespaceOf } from './well-known';

describe('well-known signal', () => {
  const lists = { wellKnown: new Set(wellKnownDomains), curated: new Set(curatedLegitimateDomains) };
  const check = (host: string) => checkWellKnown(parseSiteName(host), lists);

  it('knows a listed site by its registrable domain, whatever the subdomain', () => {
    expect(check('en.wikipedia.org')).toMatchObject({ wellKnown: true, source: 'top-sites' });
    expect(check('wikipedia.org.evil.example').wellKnown).toBe(false);
    expect(check('93.184.215.14').wellKnown).toBe(false);
  });

  it('ships a few hundred distinct registrable domains', () => {
    expect(lists.wellKnown.size).toBe(wellKnownDomains.length);
    expect(lists.wellKnown.size).toBeGreaterThan(400);
    for (const domain of wellKnownDomains) expect(parseSiteName(domain).domain).toBe(domain);
  });

  it('knows every host under a government namespace, agencies included, and nothing merely named like one', () => {
    for (const host of ['reportfraud.ftc.gov', 'www.ic3.gov', 'www.actionfraud.police.uk', 'www.ncsc.gov.uk', 'scamwatch.gov.au', 'www.cybermalveillance.gouv.fr', 'ec.europa.eu', 'www.interpol.int', 'antifraudcentre-centreantifraude.ca', 'www.nhs.uk']) {
      expect(check(host), host).toMatchObject({ wellKnown: true });
      expect(governmentNamespaceOf(host), host).not.toBeNull();
    }
    expect(check('reportfraud.ftc.gov')).toMatchObject({ source: 'government', namespace: 'gov' });
    expect(check('www.actionfraud.police.uk')).toMatchObject({ source: 'government', namespace: 'police.uk' });
    // Look-alikes anyone can register: a hyphen, a different ending, the name as a subdomain.
    for (const host of ['secure-gov.uk', 'ftc-gov.com', 'gov.uk.refund-portal.com', 'europa-eu.info', 'hmrc.gov.uk.tax-refund.xyz', 'govuk.support']) {
      expect(check(host).wellKnown, host).toBe(false);
      expect(governmentNamespaceOf(host), host).toBeNull();
    }
  });

  it('knows the curated companies by their own domain only', () => {
    expect(check('secure.chase.com')).toMatchObject({ wellKnown: true, source: 'curated' });
    expect(check('www.hsbc.co.uk')).toMatchObject({ wellKnown: true, source: 'curated' });
    expect(check('chase.com.account-verify.net').wellKnown).toBe(false);
    expect(check('chase-online.com').wellKnown).toBe(false);
  });

  it('ships curated entries that are registrable domains, and namespaces without duplicates', () => {
    expect(new Set(curatedLegitimateDomains).size).toBe(curatedLegitimateDomains.length);
    expect(new Set(governmentNamespaces).size).toBe(governmentNamespaces.length);
    for (const domain of curatedLegitimateDomains) expect(parseSiteName(domain).domain, domain).toBe(domain);
  });
});
