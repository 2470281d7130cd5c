import { isIP } from 'node:net';
import { domainAgeFrom, UNKNOWN_AGE, type DomainAgeFacts } from '../signals/domain-age';
import { NO_TLS, rateCertificate, UNKNOWN_TLS, type TlsFacts } from '../signals/tls-certificate';
import { isInternalAddress } from './address-guard';
import { CONNECTION_REFUSED, type ResolvedAddress, type SiteSafetyNetwork } from './types';

/** Each network step may take this long; the whole probe never longer than the total. */
export const STEP_TIMEOUT_MS = 3000;
export const TOTAL_TIMEOUT_MS = 5000;

export class InternalAddressError extends Error {
  constructor(readonly address: string) {
    super(`${address} is a private or internal address`);
    this.name = 'InternalAddressError';
  }
}

export type ProbeTarget = {
  hostname: string;
  /** Registrable domain for RDAP; null for IP-address hosts. */
  domain: string | null;
  /** Port of the TLS probe: the URL's own port for https, else 443. */
  tlsPort: number;
};

export type ProbeResult = { tls: TlsFacts; domainAge: DomainAgeFacts; resolved: boolean };

export type ProbeOptions = {
  network: SiteSafetyNetwork;
  now: Date;
  stepTimeoutMs?: number;
  totalTimeoutMs?: number;
};

function stepSignal(total: AbortSignal, ms: number): AbortSignal {
  return AbortSignal.any([total, AbortSignal.timeout(ms)]);
}

/**
 * Resolves the host, refuses if any address is internal (throws InternalAddressError before any
 * connection is made), then reads the certificate from the vetted address and the domain's age by
 * RDAP in parallel. Whatever fails or times out reads 'unknown'.
 */
export async function probeSite(target: ProbeTarget, options: ProbeOptions): Promise<ProbeResult> {
  const step = options.stepTimeoutMs ?? STEP_TIMEOUT_MS;
  const total = AbortSignal.timeout(options.totalTimeoutMs ?? TOTAL_TIMEOUT_MS);
  const { network, now } = options;

  // RDAP asks the registry, not the site, so it may start before the site's address is vetted;
  // it is cancelled if the site turns out to be internal.
  const rdapController = new AbortController();
  const rdap: Promise<DomainAgeFacts> = target.domain
    ? network
        .fetchRegistrationDate(target.domain, AbortSignal.any([stepSignal(total, step), rdapController.signal]))
        .then((date) => domainAgeFrom(date, now))
        .catch(() => UNKNOWN_AGE)
    : Promise.resolve(UNKNOWN_AGE);

  let addresses: ResolvedAddress[] | null;
  if (isIP(target.hostname)) {
    addresses = [{ address: target.hostname, family: isIP(target.hostname) === 6 ? 6 : 4 }];
  } else {
    addresses = await network.resolve(target.hostname, stepSignal(total, step)).catch(() => null);
  }
  const internal = addresses?.find((a) => isInternalAddress(a.address));
  if (internal) {
    rdapController.abort();
    throw new InternalAddressError(internal.address);
  }

  const address = addresses?.[0];
  const tls: Promise<TlsFacts> = address
    ? network
        .fetchCertificate(
          { address: address.address, port: target.tlsPort, servername: isIP(target.hostname) ? null : target.hostname },
          stepSignal(total, step),
        )
        .then((info) => rateCertificate(info, now))
        .catch((error: NodeJS.ErrnoException) => (error?.code === CONNECTION_REFUSED ? NO_TLS : UNKNOWN_TLS))
    : Promise.resolve(UNKNOWN_TLS);

  const [tlsFacts, domainAge] = await Promise.all([tls, rdap]);
  return { tls: tlsFacts, domainAge, resolved: Boolean(address) };
}
