import { describe, expect, it } from 'vitest'
import { holidaysBetween } from './holidays'

describe('holidays', () => {
  it('names the national holidays, and the Bundesland’s only when one is chosen', () => {
    const national = holidaysBetween('2026-01-01', '2026-12-31', null)
    expect(national.get('2026-10-03')).toEqual(['Tag der Deutschen Einheit'])
    expect(national.get('2026-12-25')).toEqual(['1. Weihnachtstag'])
    expect(national.get('2026-01-06')).toBeUndefined()
    expect(national.get('2026-06-04')).toBeUndefined()
    const bayern = holidaysBetween('2026-01-01', '2026-12-31', 'BY')
    expect(bayern.get('2026-01-06')).toEqual(['Heilige Drei Könige'])
    expect(bayern.get('2026-06-04')).toEqual(['Fronleichnam'])
    expect(bayern.get('2026-10-03')).toEqual(['Tag der Deutschen Einheit'])
    expect(holidaysBetween('2026-01-01', '2026-12-31', 'BE').get('2026-03-08')).toEqual(['Weltfrauentag'])
  })

  it('spans a year end and ignores an unknown code', () => {
    const days = holidaysBetween('2026-12-28', '2027-01-03', 'XX')
    expect([...days.keys()]).toEqual(['2027-01-01'])
  })
})
