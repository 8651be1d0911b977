import { describe, expect, it } from 'vitest'
import { berlinLocalToMs, msToBerlinLocal } from './local-time'
import { monthlyMinutes, overlapIds, overlappingShifts, staffOfferLines, workedMinutes, costCents } from './shifts'
import { staffHoursCsv } from './hours-csv'

const t = (local: string) => berlinLocalToMs(local)!
const shift = (id: string, member: string | null, from: string, to: string, breakMinutes = 0, role = 'service') => ({
  id,
  staffMemberId: member,
  startsAt: t(from),
  endsAt: t(to),
  breakMinutes,
  role,
})

describe('Berlin wall-clock time of shifts', () => {
  it('reads summer and winter times with their offsets', () => {
    expect(berlinLocalToMs('2031-07-05T18:00')).toBe(Date.UTC(2031, 6, 5, 16, 0))
    expect(berlinLocalToMs('2031-01-10T18:00')).toBe(Date.UTC(2031, 0, 10, 17, 0))
    expect(msToBerlinLocal(Date.UTC(2031, 6, 5, 16, 0))).toBe('2031-07-05T18:00')
  })
  it('refuses what is no time', () => {
    expect(berlinLocalToMs('2031-02-30T10:00')).toBeNull()
    expect(berlinLocalToMs('2031-07-05 18:00')).toBeNull()
    expect(berlinLocalToMs('2031-07-05T24:00')).toBeNull()
    expect(berlinLocalToMs('')).toBeNull()
  })
})

describe('shifts', () => {
  it('counts worked minutes without the break', () => {
    expect(workedMinutes(shift('a', 'p', '2031-07-05T16:00', '2031-07-05T23:30', 30))).toBe(420)
  })
  it('finds overlaps of one person across events, not of two people or touching shifts', () => {
    const a = shift('a', 'anna', '2031-07-05T16:00', '2031-07-05T22:00')
    const b = shift('b', 'anna', '2031-07-05T21:00', '2031-07-06T01:00')
    const c = shift('c', 'anna', '2031-07-05T22:00', '2031-07-05T23:00')
    const d = shift('d', 'ben', '2031-07-05T16:00', '2031-07-05T22:00')
    expect(overlappingShifts(a, [a, b, c, d]).map((s) => s.id)).toEqual(['b'])
    expect([...overlapIds([a, b, c, d])].sort()).toEqual(['a', 'b', 'c'])
    expect(overlappingShifts(shift('x', null, '2031-07-05T16:00', '2031-07-05T22:00'), [a])).toEqual([])
  })
  it('sums a month per person by the Berlin start day', () => {
    const rows = monthlyMinutes(
      [
        shift('a', 'anna', '2031-07-05T16:00', '2031-07-05T22:30', 30),
        shift('b', 'anna', '2031-07-31T23:30', '2031-08-01T03:30'),
        shift('c', 'anna', '2031-08-01T00:30', '2031-08-01T02:00'),
        shift('d', null, '2031-07-05T16:00', '2031-07-05T22:00'),
      ],
      '2031-07',
    )
    expect(rows).toEqual([{ staffMemberId: 'anna', shiftCount: 2, minutes: 600 }])
  })
  it('costs minutes at an hourly rate in whole cents', () => {
    expect(costCents(450, 1550)).toBe(11625)
    expect(costCents(20, 1001)).toBe(334)
    expect(costCents(60, null)).toBeNull()
  })
  it('makes one offer line per role', () => {
    const lines = staffOfferLines([
      shift('a', 'anna', '2031-07-05T16:00', '2031-07-05T22:00'),
      shift('b', 'ben', '2031-07-05T16:00', '2031-07-05T22:00'),
      shift('c', null, '2031-07-05T16:00', '2031-07-05T22:00'),
      shift('d', null, '2031-07-05T16:00', '2031-07-05T22:00'),
      shift('e', 'koch', '2031-07-05T12:00', '2031-07-05T20:00', 30, 'kitchen'),
      shift('f', 'koch2', '2031-07-05T14:00', '2031-07-05T20:00', 0, 'kitchen'),
    ])
    expect(lines).toEqual([
      { role: 'service', text: 'Servicepersonal, 4 × 6 Std.', quantityMilli: 24000 },
      { role: 'kitchen', text: 'Küchenpersonal, 2 Schichten', quantityMilli: 13500 },
    ])
  })
})

describe('staff hours CSV', () => {
  it('opens in German Excel: BOM, semicolons, decimal comma', () => {
    const csv = staffHoursCsv(
      '2031-07',
      [
        { id: 'z', name: 'Zoë Müller', role: 'bar', email: 'zoe@example.com', hourlyCostCents: 1550 },
        { id: 'a', name: 'Anna Öz', role: 'service', email: null, hourlyCostCents: null },
        { id: 'n', name: 'Nie da', role: 'tech', email: null, hourlyCostCents: 1000 },
      ],
      [
        { staffMemberId: 'z', shiftCount: 2, minutes: 450 },
        { staffMemberId: 'a', shiftCount: 1, minutes: 360 },
      ],
    )
    expect(csv).toBe(
      '\uFEFFMonat;Name;Rolle;E-Mail;Schichten;Stunden;Stundensatz (EUR);Kosten (EUR)\r\n' +
        '2031-07;Anna Öz;Service;;1;6,00;;\r\n' +
        '2031-07;Zoë Müller;Bar;zoe@example.com;2;7,50;15,50;116,25\r\n',
    )
  })
})
