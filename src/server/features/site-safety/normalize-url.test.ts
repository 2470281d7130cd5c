import { describe, expect, it } from 'vitest';
import { AppError } from '../../kernel/errors';
import { INTERNAL_ADDRESS_MESSAGE, INVALID_URL_MESSAGE, parseCheckTarget } from './normalize-url';

function rejection(raw: string): string {
  try {
    parseCheckTarget(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).message;
  }
  throw new Error(`${raw} was accepted`);
}

describe('parseCheckTarget', () => {
  it('normalises scheme, case, default port, query and fragment into one cache key', () => {
    const a = parseCheckTarget('HTTPS://Shop.Example.COM:443/Deals?session=secret#top');
    const b = parseCheckTarget('shop.example.com/Deals');
    expect(a.normalizedUrl).toBe('https://shop.example.com/Deals');
    expect(a.urlHash).toBe(b.urlHash);
    expect(a.urlHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.site.domain).toBe('example.com');
    expect(parseCheckTarget('http://example.com').urlHash).not.toBe(a.urlHash);
  });

  it('probes TLS on the URL port for https and on 443 otherwise', () => {
    expect(parseCheckTarget('https://example.com:8443/').tlsPort).toBe(8443);
    expect(parseCheckTarget('http://example.com:8080/').tlsPort).toBe(443);
    expect(parseCheckTarget('example.com:8443').normalizedUrl).toBe('https://example.com:8443/');
  });

  it('turns international names into punycode', () => {
    expect(parseCheckTarget('https://bücher.de').site.hostname).toBe('xn--bcher-kva.de');
  });

  it('refuses other schemes, credentials and invalid hosts with clear messages', () => {
    expect(rejection('ftp://example.com/file')).toBe('Only http:// and https:// websites can be checked');
    expect(rejection('javascript:alert(1)')).toBe('Only http:// and https:// websites can be checked');
    expect(rejection('https://user:pass@example.com/')).toMatch(/user name and password/);
    expect(rejection('https://exa mple.com')).toBe(INVALID_URL_MESSAGE);
    expect(rejection('https://intranet-server')).toBe(INVALID_URL_MESSAGE);
  });

  it('refuses internal addresses and names in every spelling', () => {
    for (const raw of [
      'http://127.0.0.1/', 'http://0x7f000001/', 'http://2130706433/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/',
      'http://10.1.2.3/', 'http://192.168.0.1/', 'http://169.254.169.254/latest/meta-data', 'http://0.0.0.0/',
      'localhost:3000', 'http://printer.local/', 'https://api.localhost/',
    ]) {
      expect(rejection(raw)).toBe(INTERNAL_ADDRESS_MESSAGE);
    }
  });
});
