// The morning task mail, pure rules: from when in the Berlin morning it goes
// out, and how one task reads in it.
import { berlinYmd } from '~/domain/event-dates'
import { berlinClock } from '~/domain/staffing/local-time'

/** Berlin wall-clock time from which the day's mail may go out. */
export const TASK_DIGEST_FROM = '07:00'

/** The Berlin day whose mail is due at `now`, or null before 07:00 Berlin time. */
export function taskDigestDay(now: number): string | null {
  return berlinClock(now) >= TASK_DIGEST_FROM ? berlinYmd(now) : null
}

const germanDay = (ymd: string) => ymd.split('-').reverse().join('.')

/** One task of the mail: '„Zelt bestätigen“ – Sommerfest – fällig am 02.03.2026 (überfällig)'. */
export function taskDigestLine(task: { title: string; eventName: string; dueOn: string }, today: string) {
  const due = task.dueOn < today ? `fällig am ${germanDay(task.dueOn)} (überfällig)` : 'fällig heute'
  return `„${task.title}“ – ${task.eventName} – ${due}`
}
