import { describe, expect, it } from 'vitest';
import { isInternalAddress, isInternalHostname } from './address-guard';

describe('address guard', () => {
  it('treats loopback, private, link-local, CGNAT, multicast and reserved IPv4 as internal', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1']) {
      expect(isInternalAddress(ip), ip).toBe(true);
    }
  });

  it('treats IPv6 loopback, ULA, link-local and IPv4-mapped internal addresses as internal', () => {
    for (const ip of ['::1', '::', 'fd12:3456::1', 'fe80::1%eth0', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::1]', '64:ff9b::10.0.0.1']) {
      expect(isInternalAddress(ip), ip).toBe(true);
    }
  });

  // Spellings that a hand-written list once let through: IPv4-compatible (::/96), SIIT (::ffff:0:0/96)
  // and NAT64 forms of loopback and documentation addresses, and the ranges ipaddr.js calls reserved.
  it('refuses every address that is not global unicast, in every IPv6 spelling', () => {
    for (const ip of [
      '::127.0.0.1', '::7f00:1', '[::127.0.0.1]', '::ffff:0:7f00:1', '::c000:202', '::ffff:127.0.0.1', '64:ff9b::7f00:1',
      '100.64.0.1', '192.0.2.1', '2001:db8::1', 'fe80::1', 'fc00::1', '2002:7f00:1::1', '2001::1', 'ff02::1', '100::1',
    ]) {
      expect(isInternalAddress(ip), ip).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const ip of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:2800:220:1:248:1893:25c8:1946', '2606:4700::1111', '[2606:4700::1111]', '::ffff:8.8.8.8']) {
      expect(isInternalAddress(ip), ip).toBe(false);
    }
  });

  it('counts anything unparseable as internal', () => {
    for (const raw of ['not-an-ip', '', '0x7f.1', '127.1', '1.2.3.4.5', ':::1']) {
      expect(isInternalAddress(raw), raw).toBe(true);
    }
  });

  it('knows names that never leave the local network', () => {
    expect(['localhost', 'api.localhost', 'nas.local', 'router.lan', 'x.home.arpa', 'localhost.'].every(isInternalHostname)).toBe(true);
    expect(['example.com', 'localhost-shop.com', 'local.example.com'].some(isInternalHostname)).toBe(false);
  });
});
