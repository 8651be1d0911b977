import { describe, expect, it } from 'vitest'
import { pickEvent } from './portal-event'

const DAY = 86_400_000
const now = 100 * DAY
const ev = (id: string, eventDate: number | null, createdAt = 0) => ({ id, eventDate, createdAt })

describe('pickEvent', () => {
  const events = [
    ev('past', now - 10 * DAY),
    ev('far', now + 30 * DAY),
    ev('next', now + 3 * DAY),
    ev('undated', null, 5),
  ]
  it('shows the next upcoming event by default', () => {
    expect(pickEvent(events, null, now)?.id).toBe('next')
  })
  it('switches to a requested event of theirs only', () => {
    expect(pickEvent(events, 'far', now)?.id).toBe('far')
    expect(pickEvent(events, 'someone-elses', now)?.id).toBe('next')
  })
  it('falls back to the latest past, then undated, then none', () => {
    expect(pickEvent([ev('a', now - 20 * DAY), ev('b', now - 5 * DAY)], null, now)?.id).toBe('b')
    expect(pickEvent([ev('u1', null, 1), ev('u2', null, 2)], null, now)?.id).toBe('u2')
    expect(pickEvent([], null, now)).toBeNull()
  })
})
