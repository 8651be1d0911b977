import ipaddr from 'ipaddr.js'
import { BlockList, isIP } from 'node:net'

// SSRF rule: webhook targets must be global unicast addresses. The ranges
// come from ipaddr.js's classification (IANA special-purpose registries; ADR
// 130): anything it does not call plain 'unicast' is refused. IPv6 must also
// lie in 2000::/3, the global unicast space, so every form that embeds or
// translates an IPv4 address (::/96, ::ffff:0:0:0/96, 64:ff9b::/96,
// 64:ff9b:1::/48, 2002::/16, Teredo 2001::/32), site-local fec0::/10 and
// whatever is not yet assigned stay out. Only the IPv4-mapped form
// ::ffff:a.b.c.d, which a dual-stack socket uses for plain IPv4, is judged by
// its IPv4 address.

// IPv4 ranges refused in any case (kept explicit beside the library's list)
const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4')

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3')

function isPrivateV4(address: ipaddr.IPv4) {
  return address.range() !== 'unicast' || blocked.check(address.toString(), 'ipv4')
}

function isPlainMapped(address: ipaddr.IPv6) {
  const p = address.parts
  return p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0xffff
}

/** True for addresses a webhook may not reach (anything that is not plainly public). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return true
  let parsed: ipaddr.IPv4 | ipaddr.IPv6
  try {
    parsed = ipaddr.parse(address)
  } catch {
    return true
  }
  if (parsed.kind() === 'ipv4') return isPrivateV4(parsed as ipaddr.IPv4)
  const v6 = parsed as ipaddr.IPv6
  if (v6.zoneId) return true
  if (isPlainMapped(v6)) return isPrivateV4(v6.toIPv4Address())
  return v6.range() !== 'unicast' || !v6.match(GLOBAL_UNICAST_V6)
}
