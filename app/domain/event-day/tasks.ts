// Tasks ('Aufgaben') of an event, pure rules: due days, relative labels,
// overdue and the order of 'Meine Aufgaben'.
import { addDays } from '~/domain/event-dates'

/** The due day of a template task: n days before the event's day. */
export function dueFromEvent(eventYmd: string, daysBefore: number) {
  return addDays(eventYmd, -daysBefore)
}

/** '14 Tage vor der Veranstaltung', '1 Tag vor …', 'am Tag der Veranstaltung'. */
export function relativeDueLabel(daysBefore: number) {
  if (daysBefore === 0) return 'am Tag der Veranstaltung'
  if (daysBefore < 0) return `${-daysBefore} ${daysBefore === -1 ? 'Tag' : 'Tage'} nach der Veranstaltung`
  return `${daysBefore} ${daysBefore === 1 ? 'Tag' : 'Tage'} vor der Veranstaltung`
}

/** An open task whose due day lies before today. */
export function isOverdue(task: { dueOn: string; doneAt: number | null }, today: string) {
  return task.doneAt === null && task.dueOn < today
}

/** A due day after the event's day: allowed (follow-up work), but the planner is warned. */
export function dueAfterEventWarning(dueOn: string, eventYmd: string | null) {
  return eventYmd && dueOn > eventYmd ? 'Achtung: Diese Aufgabe ist erst nach der Veranstaltung fällig.' : null
}

/** Open before done; among the open: overdue first, then by due day; done ones newest first. */
export function sortTasks<T extends { dueOn: string; doneAt: number | null; title: string }>(tasks: T[]) {
  return [...tasks].sort((a, b) => {
    if ((a.doneAt === null) !== (b.doneAt === null)) return a.doneAt === null ? -1 : 1
    if (a.doneAt !== null && b.doneAt !== null) return b.doneAt - a.doneAt
    return a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.title.localeCompare(b.title, 'de')
  })
}
