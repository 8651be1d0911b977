import { describe, expect, it } from 'vitest'
import { dueAfterEventWarning, dueFromEvent, isOverdue, relativeDueLabel, sortTasks } from './tasks'

describe('task due days', () => {
  it('counts template tasks back from the event day, across months', () => {
    expect(dueFromEvent('2027-06-19', 14)).toBe('2027-06-05')
    expect(dueFromEvent('2027-03-03', 7)).toBe('2027-02-24')
    expect(dueFromEvent('2027-06-19', 0)).toBe('2027-06-19')
  })
  it('labels relative due days in German', () => {
    expect(relativeDueLabel(14)).toBe('14 Tage vor der Veranstaltung')
    expect(relativeDueLabel(1)).toBe('1 Tag vor der Veranstaltung')
    expect(relativeDueLabel(0)).toBe('am Tag der Veranstaltung')
    expect(relativeDueLabel(-2)).toBe('2 Tage nach der Veranstaltung')
  })
  it('warns about a due day after the event', () => {
    expect(dueAfterEventWarning('2027-06-20', '2027-06-19')).toBe(
      'Achtung: Diese Aufgabe ist erst nach der Veranstaltung fällig.',
    )
    expect(dueAfterEventWarning('2027-06-19', '2027-06-19')).toBeNull()
    expect(dueAfterEventWarning('2027-06-20', null)).toBeNull()
  })
  it('knows overdue and sorts overdue first, done last', () => {
    expect(isOverdue({ dueOn: '2027-06-01', doneAt: null }, '2027-06-02')).toBe(true)
    expect(isOverdue({ dueOn: '2027-06-02', doneAt: null }, '2027-06-02')).toBe(false)
    expect(isOverdue({ dueOn: '2027-06-01', doneAt: 5 }, '2027-06-02')).toBe(false)
    const sorted = sortTasks([
      { title: 'Blumen', dueOn: '2027-06-10', doneAt: null },
      { title: 'Erledigt', dueOn: '2027-05-01', doneAt: 100 },
      { title: 'Überfällig', dueOn: '2027-05-20', doneAt: null },
    ])
    expect(sorted.map((t) => t.title)).toEqual(['Überfällig', 'Blumen', 'Erledigt'])
  })
})
