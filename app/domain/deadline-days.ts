import { berlinYmd } from './event-dates'

// The event page's deadline note: days left in Berlin calendar days, or 'Frist abgelaufen'. Pure.
export function deadlineNote(deadlineAt: number | null, now = Date.now()): string | null {
  if (deadlineAt === null) return null
  if (deadlineAt < now) return 'Frist abgelaufen'
  const days = Math.round((Date.parse(berlinYmd(deadlineAt)) - Date.parse(berlinYmd(now))) / 86_400_000)
  if (days <= 0) return 'Frist endet heute'
  return days === 1 ? 'noch 1 Tag' : `noch ${days} Tage`
}
