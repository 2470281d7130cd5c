import { describe, expect, it, vi } from 'vitest';
import { InternalAddressError, probeSite } from './probe-site';
import type { CertificateTarget, SiteSafetyNetwork } from './types';

const now = new Date('2025-06-01T00:00:00Z');
const target = { hostname: 'shop.example.com', domain: 'example.com', tlsPort: 443 };
const goodCert = { authorized: true, authorizationError: null, issuer: 'Test CA', validFrom: new Date('2025-01-01'), validTo: new Date('2026-01-01') };

/** Never settles until aborted, like a host that swallows packets. */
const hang = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));

function network(overrides: Partial<SiteSafetyNetwork>): SiteSafetyNetwork {
  return {
    resolve: async () => [{ address: '93.184.215.14', family: 4 }],
    fetchCertificate: async () => goodCert,
    fetchRegistrationDate: async () => new Date('2015-06-01T00:00:00Z'),
    ...overrides,
  };
}

describe('probeSite', () => {
  it('measures certificate and domain age, connecting to the address it vetted', async () => {
    const targets: CertificateTarget[] = [];
    const resolve = vi.fn(async () => [{ address: '93.184.215.14', family: 4 as const }]);
    const result = await probeSite(target, {
      now,
      network: network({ resolve, fetchCertificate: async (t) => (targets.push(t), goodCert) }),
    });
    expect(result.tls).toMatchObject({ rating: 'valid', issuer: 'Test CA' });
    expect(result.domainAge.days).toBe(3653);
    // Resolved once, and the connection went to that very address with the name only as SNI: a
    // second DNS answer (rebinding) is never asked for.
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(targets).toEqual([{ address: '93.184.215.14', port: 443, servername: 'shop.example.com' }]);
  });

  it('refuses before connecting when any resolved address is internal', async () => {
    const fetchCertificate = vi.fn(async () => goodCert);
    let rdapSignal: AbortSignal | undefined;
    const probe = probeSite(target, {
      now,
      network: network({
        resolve: async () => [{ address: '93.184.215.14', family: 4 }, { address: '10.0.0.7', family: 4 }],
        fetchCertificate,
        fetchRegistrationDate: (_d, signal) => ((rdapSignal = signal), hang(signal)),
      }),
    });
    await expect(probe).rejects.toBeInstanceOf(InternalAddressError);
    expect(fetchCertificate).not.toHaveBeenCalled();
    expect(rdapSignal?.aborted).toBe(true);
  });

  it("reads 'unknown' for both when the network is down", async () => {
    const offline = () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    const result = await probeSite(target, { now, network: network({ resolve: offline, fetchRegistrationDate: offline }) });
    expect(result).toEqual({ tls: expect.objectContaining({ rating: 'unknown' }), domainAge: expect.objectContaining({ days: 'unknown' }), resolved: false });
  });

  it('reports no HTTPS when the port refuses, and unknown on other failures', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect((await probeSite(target, { now, network: network({ fetchCertificate: () => Promise.reject(refused) }) })).tls.rating).toBe('none');
    expect((await probeSite(target, { now, network: network({ fetchCertificate: () => Promise.reject(reset) }) })).tls.rating).toBe('unknown');
  });

  it('gives up on each step after its timeout and on the whole probe after the total', async () => {
    const started = Date.now();
    const slow = await probeSite(target, {
      now,
      stepTimeoutMs: 100,
      totalTimeoutMs: 1000,
      network: network({ fetchCertificate: (_t, s) => hang(s), fetchRegistrationDate: (_d, s) => hang(s) }),
    });
    expect(slow.tls.rating).toBe('unknown');
    expect(slow.domainAge.days).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(900);

    const started2 = Date.now();
    const late = await probeSite(target, {
      now,
      stepTimeoutMs: 150,
      totalTimeoutMs: 200,
      // Each step alone fits its own timeout, but resolving + connecting does not fit the total.
      network: network({
        resolve: async () => (await new Promise((r) => setTimeout(r, 120)), [{ address: '93.184.215.14', family: 4 }]),
        fetchCertificate: (_t, s) => hang(s),
      }),
    });
    expect(late.tls.rating).toBe('unknown');
    expect(Date.now() - started2).toBeLessThan(400);
  });

  it('skips DNS and RDAP for an IP-address host', async () => {
    const resolve = vi.fn();
    const fetchRegistrationDate = vi.fn();
    const result = await probeSite(
      { hostname: '93.184.215.14', domain: null, tlsPort: 443 },
      { now, network: network({ resolve, fetchRegistrationDate }) },
    );
    expect(resolve).not.toHaveBeenCalled();
    expect(fetchRegistrationDate).not.toHaveBeenCalled();
    expect(result.domainAge.days).toBe('unknown');
    expect(result.tls.rating).toBe('valid');
  });
});
