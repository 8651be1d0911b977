import { describe, expect, it } from 'vitest'
import { deadlineNote } from './deadline-days'
import { ymdToStored } from './event-dates'

describe('deadlineNote', () => {
  const now = ymdToStored('2026-11-23') - 3 * 3_600_000 // 09:00 Berlin
  it('counts Berlin calendar days', () => {
    expect(deadlineNote(ymdToStored('2026-11-24'), now)).toBe('noch 1 Tag')
    expect(deadlineNote(ymdToStored('2026-12-03'), now)).toBe('noch 10 Tage')
    expect(deadlineNote(ymdToStored('2026-11-23'), now)).toBe('Frist endet heute')
  })
  it('says when the deadline has passed, and nothing without one', () => {
    expect(deadlineNote(ymdToStored('2026-11-22'), now)).toBe('Frist abgelaufen')
    expect(deadlineNote(null, now)).toBeNull()
  })
})
