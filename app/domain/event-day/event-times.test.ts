import { describe, expect, it } from 'vitest'
import { eventTimeIssues } from './event-times'
import { formatLocal, formatLocalOn, localAt, localToMs, normalizeLocalDateTime } from './local-time'

describe('eventTimeIssues', () => {
  it('accepts times in order, each optional', () => {
    expect(
      eventTimeIssues(
        {
          setup_at: '2027-06-19T14:00',
          arrival_at: '2027-06-19T17:30',
          starts_at: '2027-06-19T18:00',
          ends_at: '2027-06-20T02:00',
          teardown_at: '2027-06-20T04:00',
        },
        '2027-06-19',
      ),
    ).toEqual([])
    expect(eventTimeIssues({}, '2027-06-19')).toEqual([])
    expect(eventTimeIssues({ starts_at: '2027-06-19T18:00' }, '2027-06-19')).toEqual([])
  })
  it('puts an end before the start on the end field', () => {
    expect(eventTimeIssues({ starts_at: '2027-06-19T18:00', ends_at: '2027-06-19T17:00' }, '2027-06-19')).toEqual([
      { field: 'ends_at', message: 'Das Ende muss nach dem Beginn liegen' },
    ])
    expect(eventTimeIssues({ starts_at: '2027-06-19T18:00', ends_at: '2027-06-19T18:00' }, '2027-06-19')).toEqual([
      { field: 'ends_at', message: 'Das Ende muss nach dem Beginn liegen' },
    ])
  })
  it('checks set-up, arrival and tear-down against their neighbours', () => {
    const issues = eventTimeIssues(
      {
        setup_at: '2027-06-19T19:00',
        arrival_at: '2027-06-19T18:30',
        starts_at: '2027-06-19T18:00',
        ends_at: '2027-06-19T23:00',
        teardown_at: '2027-06-19T22:00',
      },
      '2027-06-19',
    )
    expect(issues.map((i) => i.field).sort()).toEqual(['arrival_at', 'setup_at', 'teardown_at'])
    expect(issues.find((i) => i.field === 'teardown_at')!.message).toBe('Der Abbau kann nicht vor dem Ende fertig sein')
  })
  it('wants the start on the event day and a real date-time', () => {
    expect(eventTimeIssues({ starts_at: '2027-06-20T18:00' }, '2027-06-19')).toEqual([
      { field: 'starts_at', message: 'Der Beginn muss am Veranstaltungsdatum liegen' },
    ])
    expect(eventTimeIssues({ starts_at: '2027-02-30T18:00' }, '2027-02-28')[0]!.field).toBe('starts_at')
    expect(eventTimeIssues({ ends_at: '2027-06-19T25:00' }, null)[0]!.message).toBe(
      'Bitte geben Sie Datum und Uhrzeit ein (TT.MM.JJJJ, HH:MM)',
    )
  })
  it('wants a start with an end', () => {
    expect(eventTimeIssues({ ends_at: '2027-06-19T23:00' }, '2027-06-19')).toEqual([
      { field: 'starts_at', message: 'Bitte geben Sie zum Ende auch den Beginn an' },
    ])
  })
})

describe('local times', () => {
  it('turns Berlin wall time into UTC, summer and winter', () => {
    expect(new Date(localToMs('2027-06-19T18:00')).toISOString()).toBe('2027-06-19T16:00:00.000Z')
    expect(new Date(localToMs('2027-01-15T09:30')).toISOString()).toBe('2027-01-15T08:30:00.000Z')
    // 28 March 2027: 02:30 does not exist, it is read as 03:30 summer time
    expect(new Date(localToMs('2027-03-28T02:30')).toISOString()).toBe('2027-03-28T01:30:00.000Z')
    // 31 October 2027: 02:30 happens twice, the first (summer time) is meant
    expect(new Date(localToMs('2027-10-31T02:30')).toISOString()).toBe('2027-10-31T00:30:00.000Z')
  })
  it('adds minutes across midnight', () => {
    expect(localAt('2027-06-19', '18:00', 30)).toBe('2027-06-19T18:30')
    expect(localAt('2027-06-19', '23:30', 90)).toBe('2027-06-20T01:00')
    expect(localAt('2027-06-19', '18:00', -20 * 60)).toBe('2027-06-18T22:00')
  })
  it('formats in German', () => {
    expect(formatLocal('2027-06-19T18:00')).toBe('19.06.2027, 18:00 Uhr')
    expect(formatLocalOn('2027-06-19T18:00', '2027-06-19')).toBe('18:00 Uhr')
    expect(formatLocalOn('2027-06-20T02:00', '2027-06-19')).toBe('20.06.2027, 02:00 Uhr')
    expect(normalizeLocalDateTime('2027-06-19T18:00:00')).toBe('2027-06-19T18:00')
  })
})

describe('venue and times as shown', () => {
  const facts = {
    venueName: 'Gut Sonnenhof',
    venueAddress: 'Hofweg 3\n21029 Hamburg',
    venueRoom: 'Scheune',
    venueContact: 'Herr Weber, 0171 2345678',
    setupAt: '2027-06-19T14:00',
    arrivalAt: null,
    startsAt: '2027-06-19T18:00',
    endsAt: '2027-06-20T01:00',
    teardownAt: '2027-06-20T03:00',
  }
  it('shows the team everything, the customer no set-up, tear-down or contact', async () => {
    const { timeRows, venueLines, locationLine } = await import('./venue')
    expect(venueLines(facts, { internal: true })).toEqual([
      'Gut Sonnenhof, Raum: Scheune',
      'Hofweg 3',
      '21029 Hamburg',
      'Vor Ort: Herr Weber, 0171 2345678',
    ])
    expect(venueLines(facts, { internal: false })).toEqual([
      'Gut Sonnenhof, Raum: Scheune',
      'Hofweg 3',
      '21029 Hamburg',
    ])
    expect(timeRows(facts, '2027-06-19', { internal: false }).map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Beginn: 18:00 Uhr',
      'Ende: 20.06.2027, 01:00 Uhr',
    ])
    expect(timeRows(facts, '2027-06-19', { internal: true }).map((r) => r.label)).toEqual([
      'Aufbau ab',
      'Beginn',
      'Ende',
      'Abbau bis',
    ])
    expect(locationLine(facts)).toBe('Gut Sonnenhof, Scheune, Hofweg 3, 21029 Hamburg')
  })
})
