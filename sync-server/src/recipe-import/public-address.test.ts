// The address guard of the recipe importer: every range that is not the public internet is
// refused, however it is written; loopback opens only with the test-only switch.
import { describe, expect, it } from 'vitest';
import { isFetchableAddress } from './public-address';

describe('isFetchableAddress', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 loopback, end of range', '127.255.255.254'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.16.0.1'],
    ['private 172.16/12, end', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['carrier-grade NAT, end', '100.127.255.255'],
    ['multicast', '224.0.0.1'],
    ['multicast, SSDP', '239.255.255.250'],
    ['unspecified', '0.0.0.0'],
    ['this network 0/8', '0.1.2.3'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '192.0.2.1'],
    ['benchmarking', '198.18.0.1'],
    ['reserved 240/4', '240.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique-local fc00::/7', 'fc00::1'],
    ['IPv6 unique-local fd', 'fd12:3456:789a::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 site-local (deprecated)', 'fec0::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped private, hex', '::ffff:a00:1'],
    ['IPv4-mapped link-local', '::ffff:169.254.169.254'],
    ['IPv4-mapped CGNAT', '::ffff:100.64.0.1'],
    ['IPv4-compatible (deprecated)', '::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['6to4 of a private address', '2002:a00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['not an address', 'example.com'],
    ['empty', ''],
  ])('refuses %s (%s)', (_range, address) => {
    expect(isFetchableAddress(address, false)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(isFetchableAddress(address, false)).toBe(true);
  });

  it('opens loopback, and only loopback, with the test-only switch', () => {
    for (const loopback of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isFetchableAddress(loopback, true)).toBe(true);
    }
    for (const other of [
      '10.0.0.1',
      '192.168.0.1',
      '169.254.169.254',
      'fd00::1',
      '::',
      '0.0.0.0',
    ]) {
      expect(isFetchableAddress(other, true)).toBe(false);
    }
  });
});
