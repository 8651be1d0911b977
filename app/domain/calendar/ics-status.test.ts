import { describe, expect, it } from 'vitest'
import { icsStatus } from './ics'

describe('the feed status of an entry', () => {
  it('a draft event is TENTATIVE, a confirmed one CONFIRMED, a cancelled one CANCELLED; billing days have no event status', () => {
    expect(icsStatus({ cancelled: false, status: 'draft' })).toBe('TENTATIVE')
    expect(icsStatus({ cancelled: false, status: 'confirmed' })).toBe('CONFIRMED')
    expect(icsStatus({ cancelled: false, status: 'completed' })).toBe('CONFIRMED')
    expect(icsStatus({ cancelled: true, status: 'cancelled' })).toBe('CANCELLED')
    expect(icsStatus({ cancelled: false, status: null })).toBe('CONFIRMED')
  })
})
