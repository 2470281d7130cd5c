import { lookup } from 'node:dns/promises';
import { connect } from 'node:tls';
import type { CertificateInfo, CertificateTarget, ResolvedAddress, SiteSafetyNetwork } from './types';

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

async function resolve(hostname: string, signal: AbortSignal): Promise<ResolvedAddress[]> {
  // getaddrinfo cannot be cancelled; racing it against the signal keeps the deadline.
  const answer = lookup(hostname, { all: true, verbatim: true });
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(abortError(signal));
    signal.addEventListener('abort', () => reject(abortError(signal)), { once: true });
  });
  answer.catch(() => {});
  const addresses = await Promise.race([answer, aborted]);
  return addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

function parseCertDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Opens a TLS connection to the vetted address, reads the peer certificate, and hangs up. */
export function fetchCertificate(target: CertificateTarget, signal: AbortSignal): Promise<CertificateInfo> {
  return new Promise((resolvePromise, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const socket = connect({
      host: target.address,
      port: target.port,
      ...(target.servername ? { servername: target.servername } : {}),
      // We want to read even a bad certificate, so we judge it ourselves instead of failing.
      rejectUnauthorized: false,
    });
    const onAbort = () => {
      socket.destroy();
      reject(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('secureConnect', () => {
      const cert = socket.getPeerCertificate();
      const error = socket.authorizationError;
      const issuer = cert?.issuer ? (cert.issuer.O ?? cert.issuer.CN ?? null) : null;
      resolvePromise({
        authorized: socket.authorized,
        authorizationError: error ? String(error) : null,
        issuer: Array.isArray(issuer) ? (issuer[0] ?? null) : issuer,
        validFrom: parseCertDate(cert?.valid_from),
        validTo: parseCertDate(cert?.valid_to),
      });
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
    });
    socket.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
      reject(error);
    });
  });
}

type RdapEvent = { eventAction?: string; eventDate?: string };

// rdap.org redirects each query to the registry responsible for the TLD (IANA's bootstrap), so we
// need no bootstrap file of our own. Only the domain name leaves the server.
async function fetchRegistrationDate(domain: string, signal: AbortSignal): Promise<Date | null> {
  const response = await fetch(`https://rdap.org/domain/${encodeURIComponent(domain)}`, {
    signal,
    headers: { accept: 'application/rdap+json, application/json' },
    redirect: 'follow',
  });
  if (!response.ok) throw new Error(`RDAP answered ${response.status}`);
  const body = (await response.json()) as { events?: RdapEvent[] };
  const registration = body.events?.find((e) => e.eventAction === 'registration')?.eventDate;
  return parseCertDate(registration);
}

export function createSystemNetwork(): SiteSafetyNetwork {
  return { resolve, fetchCertificate, fetchRegistrationDate };
}
