import { describe, expect, it } from 'vitest'
import { isPrivateAddress } from './webhook-address.server'

// Only global unicast addresses may receive webhooks. IPv6 has many forms that
// embed an IPv4 address (and so can reach an internal IPv4 host through a
// translator or tunnel) or that are not global at all.

describe('isPrivateAddress, IPv6 beyond the plain ranges', () => {
  it.each([
    ['IPv4-compatible ::/96', '::127.0.0.1'],
    ['IPv4-compatible ::/96, hex', '::a00:1'],
    ['IPv4-mapped, hex form of a private address', '::ffff:a00:1'],
    ['IPv4-translated ::ffff:0:0:0/96', '::ffff:0:a00:1'],
    ['6to4 2002::/16 of 127.0.0.1', '2002:7f00:1::1'],
    ['6to4 2002::/16 of a public address', '2002:5db8:d822::1'],
    ['NAT64 64:ff9b::/96', '64:ff9b::10.0.0.1'],
    ['NAT64 64:ff9b::/96, public', '64:ff9b::8.8.8.8'],
    ['local NAT64 64:ff9b:1::/48', '64:ff9b:1::a00:1'],
    ['Teredo 2001::/32', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['site-local fec0::/10', 'fec0::1'],
    ['ORCHIDv2 2001:20::/28', '2001:20::1'],
    ['benchmarking 2001:2::/48', '2001:2::1'],
    ['documentation 3fff::/20', '3fff::1'],
    ['discard-only 100::/64', '100::1'],
    ['multicast', 'ff02::1'],
    ['outside 2000::/3', '4000::1'],
    ['zone id', 'fe80::1%eth0'],
  ])('refuses %s (%s)', (_label, ip) => expect(isPrivateAddress(ip)).toBe(true))

  it.each([
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '2001:4860:4860::8888',
    '::ffff:93.184.216.34',
    '93.184.216.34',
  ])('accepts %s', (ip) => expect(isPrivateAddress(ip)).toBe(false))

  it.each(['192.0.0.8', '192.88.99.1', '255.255.255.255', '198.18.0.1'])('refuses IPv4 special-purpose %s', (ip) =>
    expect(isPrivateAddress(ip)).toBe(true),
  )
})
