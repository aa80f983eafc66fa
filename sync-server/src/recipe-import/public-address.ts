/**
 * Which IP addresses the recipe importer may connect to: public unicast ones only. Loopback,
 * private (RFC 1918), link-local (the cloud metadata service at 169.254.169.254 included),
 * unique-local, carrier-grade NAT, multicast, broadcast, unspecified, documentation and other
 * reserved ranges are refused, in IPv4 and IPv6 alike. An IPv4 address written as IPv6
 * (::ffff:10.0.0.1) is judged as the IPv4 address it is, and IPv6 forms that carry an IPv4
 * address inside (NAT64, 6to4, Teredo, IPv4-compatible) are refused, since the address they
 * lead to is not the one checked. Ranges come from ipaddr.js, which knows the IANA registries.
 */
import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse('2000::');
const GLOBAL_UNICAST_V6_BITS = 3;

/**
 * Whether Mise may fetch from `address`. `allowLoopback` opens loopback only, for tests that
 * serve pages on 127.0.0.1 (RECIPE_IMPORT_ALLOW_LOOPBACK); private ranges stay closed.
 */
export function isFetchableAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (range === 'loopback') return allowLoopback;
  if (range !== 'unicast') return false;
  // Only 2000::/3 is routed on the internet; what lies outside it is special or unassigned.
  return ip instanceof ipaddr.IPv6 ? ip.match(GLOBAL_UNICAST_V6, GLOBAL_UNICAST_V6_BITS) : true;
}
