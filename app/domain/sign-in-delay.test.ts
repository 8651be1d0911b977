import { describe, expect, it } from 'vitest'
import { delayAfter, waitText } from './sign-in-delay'

describe('sign-in delay', () => {
  it('is free for 4 failures, then 30 s doubling per failure, capped at 15 minutes', () => {
    expect(delayAfter(0)).toBe(0)
    expect(delayAfter(4)).toBe(0)
    expect(delayAfter(5)).toBe(30_000)
    expect(delayAfter(6)).toBe(60_000)
    expect(delayAfter(7)).toBe(120_000)
    expect(delayAfter(9)).toBe(480_000)
    expect(delayAfter(10)).toBe(900_000)
    expect(delayAfter(500)).toBe(900_000)
  })

  it('says the wait in German, rounded up', () => {
    expect(waitText(30_000)).toBe('in 30 Sekunden')
    expect(waitText(200)).toBe('in 1 Sekunde')
    expect(waitText(60_000)).toBe('in 1 Minute')
    expect(waitText(61_000)).toBe('in 2 Minuten')
    expect(waitText(900_000)).toBe('in 15 Minuten')
  })
})
