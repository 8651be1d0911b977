import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './safe-redirect'

describe('safeRedirectTarget', () => {
  it('keeps same-origin paths with query and hash', () => {
    expect(safeRedirectTarget('/tenant/events?page=2#x')).toBe('/tenant/events?page=2#x')
    expect(safeRedirectTarget('/tenant/customers?q=Müller')).toBe('/tenant/customers?q=M%C3%BCller')
  })

  it('refuses what a browser would take off-site', () => {
    for (const value of [
      '/\t/evil.example',
      '/%09/evil.example'.replace('%09', '\t'),
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\n/evil.example',
      ' /x',
      'evil.example',
    ]) {
      expect(safeRedirectTarget(value, '/home'), JSON.stringify(value)).toBe('/home')
    }
  })

  it('refuses CR, LF, U+2028 and other control characters', () => {
    for (const value of [
      '/tenant\r\nSet-Cookie: x=1',
      '/tenant\u2028',
      '/tenant\u2029x',
      '/a\u0000',
      '/a\u007f',
      '/a\u0085',
    ]) {
      expect(safeRedirectTarget(value, '/home')).toBe('/home')
    }
  })

  it('percent-encodes characters a Location header cannot carry', () => {
    expect(safeRedirectTarget('/tenant?x=😀')).toBe('/tenant?x=%F0%9F%98%80')
  })

  it('limits the target to paths the caller names', () => {
    expect(safeRedirectTarget('/customer-dashboard/module/1', '/c', /^\/customer-dashboard(\/|$)/)).toBe(
      '/customer-dashboard/module/1',
    )
    expect(safeRedirectTarget('/tenant', '/c', /^\/customer-dashboard(\/|$)/)).toBe('/c')
    expect(safeRedirectTarget('/customer-dashboard/../tenant', '/c', /^\/customer-dashboard(\/|$)/)).toBe('/c')
  })

  it('refuses non-strings and absurd lengths', () => {
    expect(safeRedirectTarget(null, '/f')).toBe('/f')
    expect(safeRedirectTarget(`/${'a'.repeat(3000)}`, '/f')).toBe('/f')
  })
})
