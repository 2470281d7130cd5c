import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = { readSecretFile: (_dir: string, _name: string, create: () => string) => create() };
const key = Buffer.alloc(32, 1).toString('base64');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, secret);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, secret);
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.exposeDevLinks).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('names the variable when a value is bad', () => {
    expect(problemsOf({ PORT: 'notaport' })).toEqual([
      'PORT: expected a port number from 1 to 65535 (got "notaport")',
    ]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL: expected a URL/);
    expect(problemsOf({ DEMO_DATA: 'maybe' })[0]).toMatch(/^DEMO_DATA:/);
    expect(problemsOf({ NODE_ENV: 'staging' })[0]).toMatch(/^NODE_ENV:/);
  });

  it('never echoes a secret value in its message', () => {
    const [problem] = problemsOf({ SESSION_SECRET: 'short-secret' });
    expect(problem).toBe('SESSION_SECRET: must be at least 32 characters');
  });

  it('requires a session secret in production and no development links there', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: is required in production',
      'DATA_ENCRYPTION_KEY: is required in production',
    ]);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), DATA_ENCRYPTION_KEY: key }, secret);
    expect(config.exposeDevLinks).toBe(false);
    expect(config.demoData).toBe(false);
  });

  it('wants a 32-byte encryption key', () => {
    expect(problemsOf({ DATA_ENCRYPTION_KEY: 'too-short' })[0]).toMatch(/^DATA_ENCRYPTION_KEY: must be 32 random bytes/);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key }, secret).dataEncryptionKey).toHaveLength(32);
  });

  it('wants the admin username and password together', () => {
    expect(problemsOf({ ADMIN_USERNAME: 'root' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    ]);
  });

  it('trusts no proxy unless TRUST_PROXY names them', () => {
    expect(loadConfig({}, secret).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }, secret).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }, secret).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, secret).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }, secret).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/8, ::1, uniquelocal' }, secret).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'uniquelocal',
    ]);
  });

  it('refuses a TRUST_PROXY that is not a count, an address, a range or a range name', () => {
    for (const value of ['true', 'yes', '10.0.0', '10.0.0.0/33', '0.0.0.0/0', '10.0.0.1,', 'localhost', '-1']) {
      expect(problemsOf({ TRUST_PROXY: value }), value).toEqual([
        `TRUST_PROXY: expected the number of proxies in front of Haven (such as 1), or their addresses or CIDR ranges separated by commas (such as 10.0.0.5 or 10.0.0.0/8), or loopback, linklocal or uniquelocal (got "${value}")`,
      ]);
    }
  });

  it('never loads the demo data in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), DATA_ENCRYPTION_KEY: key };
    expect(problemsOf({ ...production, DEMO_DATA: 'true' })).toEqual([
      'DEMO_DATA: the demo data has a published password and is never loaded in production (got "true")',
    ]);
    expect(loadConfig({ ...production, DEMO_DATA: 'false' }, secret).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'true' }, secret).demoData).toBe(true);
  });

  it('hides the development link once SMTP is configured (D13)', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://localhost:2525' }, secret);
    expect(config.exposeDevLinks).toBe(false);
  });
});
