import type { SslRating } from '@shared/site-safety/schema';
import type { CertificateInfo } from '../network/types';

export type TlsFacts = { rating: SslRating; issuer: string | null; validTo: Date | null; detail: string | null };

export const UNKNOWN_TLS: TlsFacts = { rating: 'unknown', issuer: null, validTo: null, detail: null };

const selfSignedErrors = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN']);

/** Rates a certificate we actually received; 'unknown' is for when we received none. */
export function rateCertificate(info: CertificateInfo, now: Date): TlsFacts {
  const base = { issuer: info.issuer, validTo: info.validTo };
  if (info.validTo && info.validTo.getTime() < now.getTime()) {
    return { ...base, rating: 'expired', detail: `expired on ${info.validTo.toISOString().slice(0, 10)}` };
  }
  if (info.authorizationError && selfSignedErrors.has(info.authorizationError)) {
    return { ...base, rating: 'self-signed', detail: info.authorizationError };
  }
  if (!info.authorized) return { ...base, rating: 'invalid', detail: info.authorizationError };
  return { ...base, rating: 'valid', detail: null };
}

/** Nothing accepted a connection on the HTTPS port: the site offers no HTTPS at all. */
export const NO_TLS: TlsFacts = { rating: 'none', issuer: null, validTo: null, detail: 'connection refused' };
