import { describe, expect, it } from 'vitest';
import { rateCertificate } from './tls-certificate';

const now = new Date('2025-06-01T00:00:00Z');
const good = { authorized: true, authorizationError: null, issuer: "Let's Encrypt", validFrom: new Date('2025-05-01'), validTo: new Date('2025-08-01') };

describe('TLS certificate signal', () => {
  it('rates a trusted, current certificate valid and keeps its issuer', () => {
    expect(rateCertificate(good, now)).toMatchObject({ rating: 'valid', issuer: "Let's Encrypt" });
  });

  it('rates expired, self-signed and otherwise untrusted certificates', () => {
    expect(rateCertificate({ ...good, validTo: new Date('2025-05-31') }, now)).toMatchObject({ rating: 'expired', detail: 'expired on 2025-05-31' });
    expect(rateCertificate({ ...good, authorized: false, authorizationError: 'DEPTH_ZERO_SELF_SIGNED_CERT' }, now).rating).toBe('self-signed');
    expect(rateCertificate({ ...good, authorized: false, authorizationError: 'ERR_TLS_CERT_ALTNAME_INVALID' }, now)).toMatchObject({ rating: 'invalid', detail: 'ERR_TLS_CERT_ALTNAME_INVALID' });
  });
});
