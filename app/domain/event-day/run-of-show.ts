// The run of show ('Ablaufplan'), pure rules: the planner's order, moving one
// entry, and a template's entries placed relative to an event's start.
import { clockOf, isClockTime, minutesOf } from './local-time'

/** The order after moving one id a step up or down; the same order when it cannot move. */
export function moveInOrder(ids: readonly string[], id: string, direction: 'up' | 'down') {
  const at = ids.indexOf(id)
  const to = direction === 'up' ? at - 1 : at + 1
  if (at < 0 || to < 0 || to >= ids.length) return [...ids]
  const next = [...ids]
  next[at] = ids[to]!
  next[to] = id
  return next
}

/** A proposed order must hold exactly the current ids, each once (a stale or foreign list is refused). */
export function isSameSet(current: readonly string[], proposed: readonly string[]) {
  if (current.length !== proposed.length) return false
  const left = new Set(current)
  return new Set(proposed).size === proposed.length && proposed.every((id) => left.has(id))
}

/** 'HH:mm' plus a duration → the end's clock time ('23:30' + 90 → '01:00'). */
export function endClock(time: string | null, durationMinutes: number | null) {
  if (!time || !isClockTime(time) || !durationMinutes) return null
  return clockOf(minutesOf(time) + durationMinutes).hm
}

/**
 * A template's entry at `offsetMinutes` from the start ('HH:mm') → its clock
 * time on the event; without a start the entry has no time yet (null).
 */
export function timeFromStart(startClock: string | null, offsetMinutes: number) {
  if (!startClock || !isClockTime(startClock)) return null
  return clockOf(minutesOf(startClock) + offsetMinutes).hm
}

/** '-90' → '1 Std. 30 Min. vor Beginn', '0' → 'zum Beginn', '45' → '45 Min. nach Beginn'. */
export function offsetLabel(offsetMinutes: number) {
  if (offsetMinutes === 0) return 'zum Beginn'
  const abs = Math.abs(offsetMinutes)
  const h = Math.floor(abs / 60)
  const m = abs % 60
  const span = [h ? `${h} Std.` : '', m ? `${m} Min.` : ''].filter(Boolean).join(' ')
  return `${span} ${offsetMinutes < 0 ? 'vor' : 'nach'} Beginn`
}

/** '90' → '1 Std. 30 Min.' */
export function durationLabel(minutes: number | null) {
  if (!minutes) return ''
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return [h ? `${h} Std.` : '', m ? `${m} Min.` : ''].filter(Boolean).join(' ')
}

export type RunOfShowLineFacts = {
  time: string | null
  durationMinutes: number | null
  title: string
  location: string | null
  responsible: string | null
  notes: string | null
}

/** 'HH:mm–HH:mm Uhr', 'HH:mm Uhr' or 'ohne Uhrzeit' for an entry. */
export function runOfShowClock(e: Pick<RunOfShowLineFacts, 'time' | 'durationMinutes'>) {
  if (!e.time) return 'ohne Uhrzeit'
  const end = endClock(e.time, e.durationMinutes)
  return end ? `${e.time}–${end} Uhr` : `${e.time} Uhr`
}

/** One printed line of the run of show: '18:00–18:30 Uhr · Sektempfang · Terrasse · Verantwortlich: Anna · Notiz'. */
export function runOfShowLine(e: RunOfShowLineFacts) {
  return [runOfShowClock(e), e.title, e.location, e.responsible ? `Verantwortlich: ${e.responsible}` : null, e.notes]
    .filter(Boolean)
    .join(' · ')
}
