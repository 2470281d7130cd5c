import { describe, expect, it } from 'vitest';
import { checkBlocklist, loadBundledBlocklist, type Blocklist } from './blocklist';

const list: Blocklist = {
  source: 'test-list',
  blocked: new Set(['evil.example', 'sites.example']),
  allowed: new Set(['good.sites.example']),
  targets: [],
};

describe('blocklist signal', () => {
  it('matches the domain itself and any subdomain of a listed domain', () => {
    expect(checkBlocklist('evil.example', list)).toMatchObject({ listed: true, matched: 'evil.example' });
    expect(checkBlocklist('login.evil.example', list)).toMatchObject({ listed: true, matched: 'evil.example' });
  });

  it('does not match look-alike strings or parents of a listed domain', () => {
    expect(checkBlocklist('notevil.example', list).listed).toBe(false);
    expect(checkBlocklist('example', list).listed).toBe(false);
  });

  it("lets the list's own allowlist win, as the package's detector does", () => {
    expect(checkBlocklist('good.sites.example', list).listed).toBe(false);
    expect(checkBlocklist('bad.sites.example', list).listed).toBe(true);
  });

  it('loads the real eth-phishing-detect data', () => {
    const real = loadBundledBlocklist();
    expect(real.blocked.size).toBeGreaterThan(10_000);
    const listed = [...real.blocked][0] as string;
    expect(checkBlocklist(listed, real)).toMatchObject({ listed: true, source: 'eth-phishing-detect' });
    expect(checkBlocklist('metamask.io', real).listed).toBe(false);
  });
});
