// Figures of the role dashboard (docs/product.md §2.7), pure.

import type { TemplateModule } from './template-modules'
import { DAY_MS } from './trial'

export type ChecklistItem = { id: string; name: string; done: boolean }

/** A module is done when the customer's cart holds one of its services. */
export function moduleChecklist(modules: TemplateModule[], chosenServiceIds: Iterable<string>): ChecklistItem[] {
  const chosen = new Set(chosenServiceIds)
  return modules.map((m) => ({ id: m.id, name: m.name, done: m.serviceIds.some((id) => chosen.has(id)) }))
}

/** Share of done modules as a whole percent; 0 without modules. */
export function progressPercent(checklist: ChecklistItem[]) {
  if (checklist.length === 0) return 0
  return Math.round((checklist.filter((c) => c.done).length / checklist.length) * 100)
}

/** Whole days until a date, rounded up, never below 0; null without a date. */
export function daysUntil(date: number | null, now = Date.now()) {
  if (date === null) return null
  return Math.max(0, Math.ceil((date - now) / DAY_MS))
}

export type BudgetOverview = { budgetCents: number | null; spentCents: number; remainingCents: number | null }

export function budgetOverview(budgetCents: number | null, cartTotalCents: number): BudgetOverview {
  return {
    budgetCents,
    spentCents: cartTotalCents,
    remainingCents: budgetCents === null ? null : budgetCents - cartTotalCents,
  }
}

/** Start of the calendar month of `now` in Europe/Berlin, as epoch milliseconds. */
export function berlinMonthStart(now = Date.now()) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date(now))
  const year = Number(parts.find((p) => p.type === 'year')?.value)
  const month = Number(parts.find((p) => p.type === 'month')?.value)
  // Midnight in Berlin is 22:00 or 23:00 UTC the day before; find the offset by formatting.
  const utcGuess = Date.UTC(year, month - 1, 1)
  const berlinHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(utcGuess),
    ),
  )
  return utcGuess - berlinHour * 3_600_000
}

export const ROLE_SUBTITLES: Record<string, string> = {
  tenant_admin: 'Verwalten Sie Ihre Veranstaltungen und Kunden',
  tenant_planner: 'Planen Sie Ihre Veranstaltungen ganz einfach',
  platform_owner: 'Behalten Sie Mandanten und Umsätze im Blick',
}
