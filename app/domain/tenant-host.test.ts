import { describe, expect, it } from 'vitest'
import { hostname, resolveHostTenant, tenantUrl } from './tenant-host'

const none = new URLSearchParams()
const q = (s: string) => new URLSearchParams(s)

describe('resolveHostTenant', () => {
  it.each([
    ['acme.festplan.app', none, { kind: 'subdomain', subdomain: 'acme' }],
    ['acme.festplan.app:443', none, { kind: 'subdomain', subdomain: 'acme' }],
    ['acme.app.localhost:3000', none, { kind: 'subdomain', subdomain: 'acme' }],
    ['ACME.Festplan.APP', none, { kind: 'subdomain', subdomain: 'acme' }],
    ['a.b.c', none, { kind: 'subdomain', subdomain: 'a' }],
    ['www.a.b.c', none, { kind: 'apex' }],
    ['www.festplan.app', none, { kind: 'apex' }],
    ['festplan.app', none, { kind: 'apex' }],
    ['a.b', none, { kind: 'apex' }],
    ['app.localhost:3000', none, { kind: 'apex' }],
    ['localhost:3000', q('tenant=acme'), { kind: 'subdomain', subdomain: 'acme' }],
    ['localhost', q('tenant=ACME'), { kind: 'subdomain', subdomain: 'acme' }],
    ['localhost:3000', none, { kind: 'apex' }],
    ['127.0.0.1', q('tenant=acme'), { kind: 'subdomain', subdomain: 'acme' }],
    ['127.0.0.1:3000', none, { kind: 'apex' }],
    ['[::1]:3000', q('tenant=acme'), { kind: 'subdomain', subdomain: 'acme' }],
    ['[::1]', none, { kind: 'apex' }],
    ['acme.festplan.app', q('tenant=other'), { kind: 'subdomain', subdomain: 'acme' }],
  ] as const)('%s %s', (host, params, expected) => {
    expect(resolveHostTenant(host, params)).toEqual(expected)
  })

  it('treats the host of PUBLIC_URL as the platform even with three labels', () => {
    expect(resolveHostTenant('festplan.fly.dev', none, 'festplan.fly.dev')).toEqual({ kind: 'apex' })
    expect(resolveHostTenant('acme.festplan.fly.dev', none, 'festplan.fly.dev')).toEqual({
      kind: 'subdomain',
      subdomain: 'acme',
    })
  })
})

describe('hostname', () => {
  it('strips ports and brackets', () => {
    expect(hostname('[::1]:3000')).toBe('::1')
    expect(hostname('Localhost:3000')).toBe('localhost')
    expect(hostname('::1')).toBe('::1')
  })
})

describe('tenantUrl', () => {
  it('uses ?tenant= on localhost and IPs', () => {
    expect(tenantUrl(new URL('http://localhost:3000'), 'demo', '/customer-login?token=abc')).toBe(
      'http://localhost:3000/customer-login?token=abc&tenant=demo',
    )
    expect(tenantUrl(new URL('http://127.0.0.1:8080'), 'demo', '/tenant')).toBe(
      'http://127.0.0.1:8080/tenant?tenant=demo',
    )
  })
  it('uses the subdomain elsewhere, keeping scheme and port', () => {
    expect(tenantUrl(new URL('https://festplan.app'), 'demo', '/tenant')).toBe('https://demo.festplan.app/tenant')
    expect(tenantUrl(new URL('http://app.localhost:3000'), 'demo', '/x?y=1')).toBe(
      'http://demo.app.localhost:3000/x?y=1',
    )
  })
  it('leaves platform links alone', () => {
    expect(tenantUrl(new URL('https://festplan.app'), null, '/owner-login')).toBe('https://festplan.app/owner-login')
  })
})
