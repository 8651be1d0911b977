import { describe, expect, it } from 'vitest'
import {
  durationLabel,
  endClock,
  isSameSet,
  moveInOrder,
  offsetLabel,
  runOfShowLine,
  timeFromStart,
} from './run-of-show'

describe('run of show order', () => {
  it('moves one entry a step and stops at the ends', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'c', 'up')).toEqual(['a', 'c', 'b'])
    expect(moveInOrder(['a', 'b', 'c'], 'a', 'down')).toEqual(['b', 'a', 'c'])
    expect(moveInOrder(['a', 'b', 'c'], 'a', 'up')).toEqual(['a', 'b', 'c'])
    expect(moveInOrder(['a', 'b', 'c'], 'c', 'down')).toEqual(['a', 'b', 'c'])
    expect(moveInOrder(['a', 'b'], 'x', 'up')).toEqual(['a', 'b'])
  })
  it('accepts a new order only with exactly the same entries', () => {
    expect(isSameSet(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true)
    expect(isSameSet(['a', 'b', 'c'], ['a', 'b'])).toBe(false)
    expect(isSameSet(['a', 'b', 'c'], ['a', 'b', 'b'])).toBe(false)
    expect(isSameSet(['a', 'b', 'c'], ['a', 'b', 'x'])).toBe(false)
  })
})

describe('run of show times', () => {
  it('computes the end across midnight', () => {
    expect(endClock('18:00', 45)).toBe('18:45')
    expect(endClock('23:30', 90)).toBe('01:00')
    expect(endClock(null, 30)).toBeNull()
    expect(endClock('18:00', null)).toBeNull()
  })
  it('places template entries relative to the start', () => {
    expect(timeFromStart('18:00', -90)).toBe('16:30')
    expect(timeFromStart('18:00', 0)).toBe('18:00')
    expect(timeFromStart('23:00', 120)).toBe('01:00')
    expect(timeFromStart(null, 30)).toBeNull()
  })
  it('labels offsets and durations in German', () => {
    expect(offsetLabel(-90)).toBe('1 Std. 30 Min. vor Beginn')
    expect(offsetLabel(0)).toBe('zum Beginn')
    expect(offsetLabel(45)).toBe('45 Min. nach Beginn')
    expect(durationLabel(90)).toBe('1 Std. 30 Min.')
    expect(durationLabel(null)).toBe('')
  })
})

describe('run of show as a printed line (Küchenzettel)', () => {
  it('names time to end, title, place, who and notes', () => {
    expect(
      runOfShowLine({
        time: '23:30',
        durationMinutes: 90,
        title: 'Mitternachtssuppe',
        location: 'Küche',
        responsible: 'Jörg Koch',
        notes: 'Suppe warm halten',
      }),
    ).toBe('23:30–01:00 Uhr · Mitternachtssuppe · Küche · Verantwortlich: Jörg Koch · Suppe warm halten')
  })
  it('leaves out what is not known', () => {
    expect(
      runOfShowLine({
        time: '18:00',
        durationMinutes: null,
        title: 'Sektempfang',
        location: null,
        responsible: null,
        notes: null,
      }),
    ).toBe('18:00 Uhr · Sektempfang')
    expect(
      runOfShowLine({
        time: null,
        durationMinutes: 30,
        title: 'Reden',
        location: null,
        responsible: null,
        notes: null,
      }),
    ).toBe('ohne Uhrzeit · Reden')
  })
})
