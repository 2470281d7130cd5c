import { describe, expect, it } from 'vitest';
import { wellKnownDomains } from '../data/well-known-domains';
import { parseSiteName } from '../site-name';
import { checkWellKnown } from './well-known';

describe('well-known signal', () => {
  const list = new Set(wellKnownDomains);

  it('knows a listed site by its registrable domain, whatever the subdomain', () => {
    expect(checkWellKnown(parseSiteName('en.wikipedia.org'), list).wellKnown).toBe(true);
    expect(checkWellKnown(parseSiteName('wikipedia.org.evil.example'), list).wellKnown).toBe(false);
    expect(checkWellKnown(parseSiteName('93.184.215.14'), list).wellKnown).toBe(false);
  });

  it('ships a few hundred distinct registrable domains', () => {
    expect(list.size).toBe(wellKnownDomains.length);
    expect(list.size).toBeGreaterThan(400);
    for (const domain of wellKnownDomains) expect(parseSiteName(domain).domain).toBe(domain);
  });
});
