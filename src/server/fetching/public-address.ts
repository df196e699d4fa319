import ipaddr from 'ipaddr.js'

/**
 * Whether an address may be fetched: only public unicast ones; private, loopback, link-local, carrier-grade
 * NAT, multicast and reserved ranges are refused (the server must not be a door onto its own network),
 * loopback only when `allowLoopback` (local tests).
 */
export function isPublicAddress(address: string, { allowLoopback = false } = {}): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  // "::ffff:10.0.0.1" is the IPv4 address it carries.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  const range = parsed.range()
  if (range === 'unicast') return true
  return allowLoopback && range === 'loopback'
}
