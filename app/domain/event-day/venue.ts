// Venue and times of an event as the pages, the portal and the PDF print
// them, pure. `internal` adds what only the team sees (the contact on site).
import { EVENT_TIME_LABELS, type EventTimeField } from './event-times'
import { formatLocalOn } from './local-time'

export type VenueFacts = {
  venueName: string | null
  venueAddress: string | null
  venueRoom: string | null
  venueContact: string | null
  setupAt: string | null
  arrivalAt: string | null
  startsAt: string | null
  endsAt: string | null
  teardownAt: string | null
}

const COLUMNS: Array<[EventTimeField, keyof VenueFacts]> = [
  ['setup_at', 'setupAt'],
  ['arrival_at', 'arrivalAt'],
  ['starts_at', 'startsAt'],
  ['ends_at', 'endsAt'],
  ['teardown_at', 'teardownAt'],
]

/** 'Beginn: 18:00 Uhr' … for the times that are known; set-up and tear-down only for the team. */
export function timeRows(e: VenueFacts, eventYmd: string | null, { internal }: { internal: boolean }) {
  return COLUMNS.filter(([field]) => internal || (field !== 'setup_at' && field !== 'teardown_at'))
    .filter(([, key]) => e[key])
    .map(([field, key]) => ({ field, label: EVENT_TIME_LABELS[field], value: formatLocalOn(e[key], eventYmd) }))
}

/** The venue as lines: name and room, address lines, contact on site (team only). */
export function venueLines(e: VenueFacts, { internal }: { internal: boolean }) {
  const lines: string[] = []
  const head = [e.venueName, e.venueRoom ? `Raum: ${e.venueRoom}` : null].filter(Boolean).join(', ')
  if (head) lines.push(head)
  if (e.venueAddress)
    lines.push(
      ...e.venueAddress
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    )
  if (internal && e.venueContact) lines.push(`Vor Ort: ${e.venueContact}`)
  return lines
}

/** One line for a calendar's LOCATION: name, room, address. */
export function locationLine(e: Pick<VenueFacts, 'venueName' | 'venueRoom' | 'venueAddress'>) {
  return [e.venueName, e.venueRoom, e.venueAddress?.replace(/\s*\r?\n\s*/g, ', ')].filter(Boolean).join(', ')
}
