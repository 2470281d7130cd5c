import { describe, expect, it } from 'vitest';
import { validateWebsiteUrlInput } from './validate-url-input';

describe('validateWebsiteUrlInput', () => {
  it('asks for a URL when the field is empty or blank', () => {
    expect(validateWebsiteUrlInput('   ')).toEqual({
      ok: false,
      title: 'URL Required',
      description: 'Please enter a website URL to check',
    });
  });

  it('puts https:// in front of a bare host and keeps an explicit scheme', () => {
    expect(validateWebsiteUrlInput(' shop.example.com/deals ')).toEqual({ ok: true, url: 'https://shop.example.com/deals' });
    expect(validateWebsiteUrlInput('http://example.org')).toEqual({ ok: true, url: 'http://example.org' });
  });

  it('accepts international names, IP addresses and ports', () => {
    expect(validateWebsiteUrlInput('bücher.de').ok).toBe(true);
    expect(validateWebsiteUrlInput('http://93.184.215.14:8080/x').ok).toBe(true);
  });

  it('rejects what is not a website URL, naming the example host', () => {
    for (const bad of ['not a url', 'localhost', 'ftp://example.com', 'https://exa mple.com', 'example']) {
      expect(validateWebsiteUrlInput(bad, 'haven.example')).toEqual({
        ok: false,
        title: 'Invalid URL',
        description: 'Please enter a valid website URL (e.g., haven.example)',
      });
    }
  });
});
