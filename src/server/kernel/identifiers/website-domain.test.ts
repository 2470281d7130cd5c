import { describe, expect, it } from 'vitest';
import { websiteDomain } from './website-domain';

describe('websiteDomain', () => {
  it('reads the registrable domain of a reported website, however it was typed', () => {
    expect(websiteDomain('https://Login.Coin-Harbor.example.com/path?email=me@x.org')).toBe('example.com');
    expect(websiteDomain('coinharbor-invest.com')).toBe('coinharbor-invest.com');
    expect(websiteDomain('  WWW.CoinHarbor-Invest.com. ')).toBe('coinharbor-invest.com');
    expect(websiteDomain('http://shop.netlify.app/x')).toBe('shop.netlify.app');
  });

  it('names no domain for addresses that identify no public site', () => {
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain('')).toBeNull();
    expect(websiteDomain('ftp://files.example.com')).toBeNull();
    expect(websiteDomain('http://192.168.1.4/admin')).toBeNull();
    expect(websiteDomain('printer.local')).toBeNull();
    expect(websiteDomain('not a website')).toBeNull();
    expect(websiteDomain('intranet')).toBeNull();
  });
});
