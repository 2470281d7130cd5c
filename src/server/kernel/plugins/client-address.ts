import { isIPv6 } from 'node:net';

/**
 * An address as a client, for every per-client count (request budgets, sign-in limits, the evidence
 * budget): IPv4 whole, IPv6 by its /64 (an IPv4-mapped IPv6 address as IPv4). One subscriber usually
 * holds a whole /64, so counting each of its 2^64 addresses apart would give one client an endless
 * budget.
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

