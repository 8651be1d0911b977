// The order of an event's times, pure: set-up ≤ guests arrive ≤ start < end ≤
// tear-down. Each time is optional; only the ones given are compared. Every
// message belongs to the later field of a wrong pair, so it shows where the
// planner has to change something.
import { isLocalDateTime } from './local-time'

export const EVENT_TIME_FIELDS = ['setup_at', 'arrival_at', 'starts_at', 'ends_at', 'teardown_at'] as const
export type EventTimeField = (typeof EVENT_TIME_FIELDS)[number]
export type EventTimes = Partial<Record<EventTimeField, string | undefined>>

export const EVENT_TIME_LABELS: Record<EventTimeField, string> = {
  setup_at: 'Aufbau ab',
  arrival_at: 'Einlass der Gäste',
  starts_at: 'Beginn',
  ends_at: 'Ende',
  teardown_at: 'Abbau bis',
}

export type TimeIssue = { field: EventTimeField; message: string }

/** Messages for times that are no real date-time or in the wrong order; `eventYmd` is the event's day. */
export function eventTimeIssues(times: EventTimes, eventYmd: string | null): TimeIssue[] {
  const issues: TimeIssue[] = []
  const valid: Partial<Record<EventTimeField, string>> = {}
  for (const field of EVENT_TIME_FIELDS) {
    const value = times[field]
    if (!value) continue
    if (!isLocalDateTime(value))
      issues.push({ field, message: 'Bitte geben Sie Datum und Uhrzeit ein (TT.MM.JJJJ, HH:MM)' })
    else valid[field] = value
  }
  if (valid.starts_at && eventYmd && !valid.starts_at.startsWith(eventYmd)) {
    issues.push({ field: 'starts_at', message: 'Der Beginn muss am Veranstaltungsdatum liegen' })
  }
  const { setup_at, arrival_at, starts_at, ends_at, teardown_at } = valid
  if (ends_at && starts_at && ends_at <= starts_at)
    issues.push({ field: 'ends_at', message: 'Das Ende muss nach dem Beginn liegen' })
  if (arrival_at && starts_at && arrival_at > starts_at)
    issues.push({ field: 'arrival_at', message: 'Der Einlass darf nicht nach dem Beginn liegen' })
  if (setup_at) {
    const next = arrival_at ?? starts_at
    if (next && setup_at > next)
      issues.push({
        field: 'setup_at',
        message: `Der Aufbau muss vor ${arrival_at ? 'dem Einlass' : 'dem Beginn'} beginnen`,
      })
  }
  if (teardown_at) {
    const last = ends_at ?? starts_at
    if (last && teardown_at < last)
      issues.push({
        field: 'teardown_at',
        message: `Der Abbau kann nicht vor ${ends_at ? 'dem Ende' : 'dem Beginn'} fertig sein`,
      })
  }
  if (ends_at && !starts_at) issues.push({ field: 'starts_at', message: 'Bitte geben Sie zum Ende auch den Beginn an' })
  return issues
}
