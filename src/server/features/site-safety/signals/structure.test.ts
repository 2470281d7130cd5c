import { describe, expect, it } from 'vitest';
import { parseSiteName } from '../site-name';
import { buildBrandIndex } from './brands';
import { inspectStructure } from './structure';

const brands = buildBrandIndex(['paypal.com', 'apple.com']);
const inspect = (host: string, wellKnown = false) => inspectStructure(parseSiteName(host), brands, wellKnown);

describe('structure signal', () => {
  it('finds nothing wrong with an ordinary name', () => {
    expect(inspect('www.example.com')).toEqual({
      ipHost: false, subdomainLevels: 0, brandInSubdomain: null, riskyTld: null,
      longLabel: false, digitHeavy: false, manyHyphens: false,
    });
  });

  it('flags IP hosts, IPv6 included', () => {
    expect(inspect('93.184.215.14').ipHost).toBe(true);
    expect(inspect('[2606:2800:220:1::1]').ipHost).toBe(true);
  });

  it('counts subdomain levels without a leading www', () => {
    expect(inspect('a.b.c.example.com').subdomainLevels).toBe(3);
    expect(inspect('www.a.example.com').subdomainLevels).toBe(1);
  });

  it("spots a brand's name in front of someone else's domain", () => {
    expect(inspect('paypal.com.account-check.net').brandInSubdomain).toBe('paypal.com');
    expect(inspect('secure-apple.id-verify.co').brandInSubdomain).toBe('apple.com');
    expect(inspect('www.paypal.com').brandInSubdomain).toBeNull();
    expect(inspect('apple.stackexchange.com', true).brandInSubdomain).toBeNull();
  });

  it('flags risky endings, long, digit-heavy and hyphen-heavy names', () => {
    expect(inspect('free-gift.xyz').riskyTld).toBe('xyz');
    expect(inspect('example.com').riskyTld).toBeNull();
    expect(inspect(`${'a'.repeat(31)}.com`).longLabel).toBe(true);
    expect(inspect('shop20240517.com').digitHeavy).toBe(true);
    expect(inspect('123rf.com').digitHeavy).toBe(false);
    expect(inspect('secure-account-update-now.com').manyHyphens).toBe(true);
    expect(inspect('ouest-france.fr').manyHyphens).toBe(false);
  });
});
