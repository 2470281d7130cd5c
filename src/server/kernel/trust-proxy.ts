import ipaddr from 'ipaddr.js';

/**
 * Which proxies may tell us the client's address through X-Forwarded-For. Believing any sender
 * would let a client pick its own address for every per-client limit and every audit row.
 * `false`: none; a number: that many proxies in front of us; a list: the proxies at these
 * addresses or ranges.
 */
export type TrustProxy = false | number | string[];

// The named ranges of proxy-addr, which Fastify uses to read X-Forwarded-For.
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const trustProxyProblem =
  'expected the number of proxies in front of Haven (such as 1), or their addresses or CIDR ranges ' +
  'separated by commas (such as 10.0.0.5 or 10.0.0.0/8), or loopback, linklocal or uniquelocal';

/** The setting's text as a TrustProxy, or undefined when it is none of the accepted forms. */
export function parseTrustProxy(text: string | undefined): TrustProxy | undefined {
  if (text === undefined) return false;
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function isProxyAddress(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const slash = entry.lastIndexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  // Four-part IPv4 only: ipaddr.js also reads '10.1' or '167772161' as addresses, which are
  // more likely typing mistakes than intent.
  const kind = ipaddr.IPv4.isValidFourPartDecimal(address) ? 'ipv4' : ipaddr.IPv6.isValid(address) ? 'ipv6' : null;
  if (!kind) return false;
  if (slash === -1) return true;
  const prefix = entry.slice(slash + 1);
  // A zero prefix would trust every address, which is what leaving the setting unset protects against.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (kind === 'ipv4' ? 32 : 128);
}

/**
 * Fastify's option for a TrustProxy. Fastify ignores a plain hop count (it trusts nobody then,
 * since it cannot tell a proxy from a client that connects directly), so the count becomes a
 * function: the operator who sets it vouches that the port is reachable through the proxy only.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
