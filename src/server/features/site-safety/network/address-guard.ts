import { BlockList, isIP } from 'node:net';

// Every range that is not the public internet: loopback, private, carrier-grade NAT, link-local,
// documentation and benchmark ranges, multicast, reserved, and their IPv6 counterparts.
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16],
  ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) {
  internal.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped or NAT64 IPv6 address (::ffff:127.0.0.1, 64:ff9b::7f00:1). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1] ?? null;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const hi = Number.parseInt(hex[1] ?? '0', 16);
  const lo = Number.parseInt(hex[2] ?? '0', 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True for any address the checker must never connect to; unparseable input counts as internal. */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return internal.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return internal.check(v4, 'ipv4');
    return internal.check(bare, 'ipv6');
  }
  return true;
}

// Names that mean "this machine or this network" without asking DNS.
const internalNames = /(?:^|\.)(?:localhost|local|localdomain|internal|intranet|lan|home\.arpa|corp|private)$/i;

export function isInternalHostname(hostname: string): boolean {
  return internalNames.test(hostname.replace(/\.$/, ''));
}
