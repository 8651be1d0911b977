import { describe, expect, it } from 'vitest'
import { bearerToken, looksLikeApiKey, shouldTouch, visiblePrefix } from './keys'

describe('api key format', () => {
  it('reads the bearer token and nothing else', () => {
    expect(bearerToken('Bearer abc')).toBe('abc')
    expect(bearerToken('bearer abc ')).toBe('abc')
    expect(bearerToken('Basic abc')).toBeNull()
    expect(bearerToken(null)).toBeNull()
  })
  it('recognises the key shape and shows only the prefix', () => {
    const key = `fp_live_${'a'.repeat(43)}`
    expect(looksLikeApiKey(key)).toBe(true)
    expect(looksLikeApiKey('fp_live_short')).toBe(false)
    expect(visiblePrefix(key)).toBe('fp_live_aaaa…')
  })
  it('throttles last-use writes to once a minute', () => {
    expect(shouldTouch(null, 1000)).toBe(true)
    expect(shouldTouch(1000, 30_000)).toBe(false)
    expect(shouldTouch(1000, 61_000)).toBe(true)
  })
})
