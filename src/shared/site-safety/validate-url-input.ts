// The page's check of what a visitor typed, before anything is sent (spec §5, URL checker). Pure, so
// the form and its tests use the very same rule; the server re-validates everything on its own.

export type UrlInputResult =
  | { ok: true; url: string }
  | { ok: false; title: 'URL Required' | 'Invalid URL'; description: string };

const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i;
// A host of dot-separated labels ending in a TLD of letters (or punycode), an IPv4 address, or a
// bracketed IPv6 address; then an optional port and path.
const urlPattern =
  /^https?:\/\/(?:(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:[\p{L}]{2,}|xn--[a-z0-9-]+)|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/**
 * Validates the checker's URL field. A value without a scheme gets `https://` in front, as people
 * usually type just the host. `exampleHost` fills the hint of the 'Invalid URL' message.
 */
export function validateWebsiteUrlInput(raw: string, exampleHost = 'example.com'): UrlInputResult {
  const trimmed = raw.trim();
  if (!trimmed) {
    return { ok: false, title: 'URL Required', description: 'Please enter a website URL to check' };
  }
  const url = hasScheme.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!urlPattern.test(url)) {
    return {
      ok: false,
      title: 'Invalid URL',
      description: `Please enter a valid website URL (e.g., ${exampleHost})`,
    };
  }
  return { ok: true, url };
}
