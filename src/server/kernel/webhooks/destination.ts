import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Sentence } from '../texts/error-texts';

// D29. A webhook makes Haven's server send requests to an address an admin typed: unchecked, it is a way
// to reach what only the server can (a cloud's metadata service, the database, an admin panel on
// the internal network). In production only https to public addresses is sent: the name is resolved
// and every address it gives must be public, and the check sits in the connection's own lookup, so
// the address checked is the address connected to (a name that answers differently a moment later,
// DNS rebinding, gains nothing). Development and tests may send to this machine and over http.

/** Whether an address is one anyone on the internet could reach: not loopback, private, link-local, CGNAT, multicast, reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

export type DestinationRule = { allowPrivate: boolean };

/** The rule for this server: only production keeps webhooks to the public internet. */
export const destinationRule = (config: { isProduction: boolean }): DestinationRule => ({ allowPrivate: !config.isProduction });

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

export const HTTPS_ONLY = 'The address must start with https:// (plain http is allowed only outside production)';
export const privateAddressRefusal = (address: string) =>
  new Sentence('The address {address} is not on the public internet (loopback, private, link-local or reserved); webhooks go only to public addresses', { address });

/**
 * What is wrong with an address before any lookup: its scheme, its credentials, a literal private IP.
 * A sentence, said to the admin in their language (and in English in the delivery log).
 */
export function staticUrlProblem(text: string, rule: DestinationRule): Sentence | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return new Sentence('Give a whole web address, such as https://example.org/haven-events');
  }
  if (url.protocol !== 'https:' && !(rule.allowPrivate && url.protocol === 'http:')) return new Sentence(HTTPS_ONLY);
  if (url.username || url.password) return new Sentence('The address must not carry a user name or password; the signature proves who sends');
  if (url.hash) return new Sentence('The address must not carry a #fragment');
  // A name may end in a dot ('localhost.'): the same name to DNS.
  const host = bare(url.hostname).replace(/\.$/, '');
  if (!rule.allowPrivate && isIP(host) && !isPublicAddress(host)) return privateAddressRefusal(host);
  if (!rule.allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) return privateAddressRefusal(host);
  return null;
}

/** Every address a name resolves to. */
function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });
}

/**
 * The whole check of an address an admin gives, for the form's answer: the static one, then (in
 * production) every address the name resolves to. The delivery checks again as it connects.
 */
export async function destinationProblem(text: string, rule: DestinationRule): Promise<Sentence | null> {
  const problem = staticUrlProblem(text, rule);
  if (problem || rule.allowPrivate) return problem;
  const host = bare(new URL(text).hostname);
  if (isIP(host)) return null;
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    return new Sentence('The name {host} could not be found (DNS); check the address', { host });
  }
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  return refused ? privateAddressRefusal(refused.address) : null;
}

/** Thrown by guardedLookup; its message is written to the delivery log as it is. */
export class RefusedDestination extends Error {
  override name = 'RefusedDestination';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that resolves the name and refuses a private address (unless the rule
 * allows them): the connection is then made to the address this returned, the one checked.
 */
export function guardedLookup(rule: DestinationRule) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolveAll(hostname).then(
      (addresses) => {
        const refused = rule.allowPrivate ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
        if (refused) return callback(new RefusedDestination(privateAddressRefusal(refused.address).english), '');
        if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
