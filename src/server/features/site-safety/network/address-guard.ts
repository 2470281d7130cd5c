import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// The global unicast allocation. ipaddr.js calls every IPv6 address it has no special range for
// 'unicast', including the deprecated IPv4-compatible ::/96 (::7f00:1 is 127.0.0.1 to some stacks),
// so an IPv6 address must also lie in here.
const globalUnicastV6 = ipaddr.parseCIDR('2000::/3');

/**
 * True for any address the checker must never connect to or judge: anything but a global unicast
 * address, decided by ipaddr.js's range tables rather than a list of our own. Unparseable input
 * counts as internal.
 */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // node's isIP accepts only the canonical spellings; ipaddr.js alone would also read 0x7f.1.
  if (!isIP(bare)) return true;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  // ::ffff:a.b.c.d reaches the IPv4 host a.b.c.d, so it is judged as that address.
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() !== 'unicast';
  return v6.range() !== 'unicast' || !v6.match(globalUnicastV6);
}

// Names that mean "this machine or this network" without asking DNS.
const internalNames = /(?:^|\.)(?:localhost|local|localdomain|internal|intranet|lan|home\.arpa|corp|private)$/i;

export function isInternalHostname(hostname: string): boolean {
  return internalNames.test(hostname.replace(/\.$/, ''));
}
