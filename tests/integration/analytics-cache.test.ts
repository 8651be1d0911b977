import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { resolvePeriod } from '~/domain/analytics-period'
import { berlinMidnight } from '~/domain/event-dates'
import { analyticsFigures } from '~/models/analytics-figures.server'
import { listInvoices } from '~/models/billing-list.server'
import { receivables } from '~/models/receivables.server'
import { getDb } from '~/utils/db.server'
import { createEvent, createStaff, createTenant } from '../support/factories'

// The figures of /tenant/analytics and the sums and counts of /tenant/billing are
// kept until anything is written (until-write.server.ts). These prove that a kept
// answer never outlives what it says: a write, the clock passing an event's date
// (workload) and midnight (overdue) each give fresh figures.

const H = 3_600_000
const at = (ymd: string, hour = 12) => berlinMidnight(ymd) + hour * H

let invoiceNo = 0
function invoice(tenantId: string, v: Partial<typeof s.invoices.$inferInsert>) {
  const gross = v.grossCents ?? 10_000
  return getDb()
    .insert(s.invoices)
    .values({
      tenantId,
      kind: 'single',
      status: 'final',
      number: `RE-C-${++invoiceNo}`,
      eventName: 'Fest',
      issueDate: '2026-03-05',
      netCents: gross,
      grossCents: gross,
      payableCents: gross,
      dueDate: '2026-03-19',
      ...v,
    })
    .returning()
    .get()
}

describe('kept analytics and billing figures', () => {
  it('the workload drops once an upcoming event has passed, without any write', () => {
    const tenant = createTenant()
    const { user: planner } = createStaff(tenant.id, 'tenant_planner', { fullName: 'Paul Planer' })
    createEvent(tenant.id, { status: 'confirmed', eventDate: at('2026-03-10'), assignedPlannerId: planner.id })
    createEvent(tenant.id, { status: 'confirmed', eventDate: at('2026-03-20'), assignedPlannerId: planner.id })
    const now = at('2026-03-09')
    const period = resolvePeriod(new URLSearchParams('period=month'), now)
    const upcoming = (t: number) =>
      analyticsFigures(tenant.id, period, t).workload.find((w) => w.id === planner.id)?.upcoming
    expect(upcoming(now)).toBe(2)
    expect(upcoming(at('2026-03-10'))).toBe(2) // on its instant it still counts (event_date >= now)
    expect(upcoming(at('2026-03-10') + 1)).toBe(1)
    expect(upcoming(at('2026-03-21'))).toBe(0)
    // a clock set back gets the figures of its own instant, not the later ones
    expect(upcoming(now)).toBe(2)
  })

  it('a new event or invoice shows at once', () => {
    const tenant = createTenant()
    const now = at('2026-03-25')
    const period = resolvePeriod(new URLSearchParams('period=month'), now)
    const first = analyticsFigures(tenant.id, period, now)
    expect(first.events.count).toBe(0)
    expect(first.revenueTotal.netCents).toBe(0)
    createEvent(tenant.id, { eventType: 'Gala', guestCount: 80, eventDate: at('2026-03-28') })
    invoice(tenant.id, { netCents: 50_000, grossCents: 59_500, payableCents: 59_500, dueDate: '2026-04-08' })
    const second = analyticsFigures(tenant.id, period, now)
    expect(second.events).toMatchObject({ count: 1, averageGuests: 80, byType: [{ type: 'Gala', count: 1 }] })
    expect(second.revenueTotal).toMatchObject({ netCents: 50_000, grossCents: 59_500, openCents: 59_500 })
    expect(second.receivables).toEqual({ openCents: 59_500, openCount: 1, overdueCents: 0, overdueCount: 0 })
  })

  it('receivables and the billing list: overdue the day after the due date, counts follow new invoices and payments', () => {
    const tenant = createTenant()
    const due = invoice(tenant.id, { grossCents: 11_900, payableCents: 11_900, dueDate: '2026-03-19' })
    expect(receivables(tenant.id, '2026-03-19')).toEqual({
      openCents: 11_900,
      openCount: 1,
      overdueCents: 0,
      overdueCount: 0,
    })
    expect(receivables(tenant.id, '2026-03-20')).toEqual({
      openCents: 11_900,
      openCount: 1,
      overdueCents: 11_900,
      overdueCount: 1,
    })
    const list = (state: string, today: string) => listInvoices(tenant.id, { q: '', state, page: 1, today })
    expect(list('overdue', '2026-03-19').total).toBe(0)
    expect(list('overdue', '2026-03-20')).toMatchObject({ total: 1, openCents: 11_900, overdueCents: 11_900 })
    expect(list('', '2026-03-20').total).toBe(1)
    // the page's rows are kept while nothing is written
    expect(list('', '2026-03-20').rows).toBe(list('', '2026-03-20').rows)
    const later = invoice(tenant.id, { grossCents: 5_000, payableCents: 5_000, dueDate: '2026-04-30' })
    expect(list('', '2026-03-20')).toMatchObject({ total: 2, openCents: 16_900, overdueCents: 11_900 })
    // (both made in the same millisecond, so in either order)
    expect(
      list('', '2026-03-20')
        .rows.map((r) => r.id)
        .sort(),
    ).toEqual([later.id, due.id].sort())
    // paid in full (paid_cents is kept with each payment): no longer open or overdue
    getDb()
      .update(s.invoices)
      .set({ paidCents: 11_900 })
      .where(and(eq(s.invoices.tenantId, tenant.id), eq(s.invoices.id, due.id)))
      .run()
    expect(list('overdue', '2026-03-20')).toMatchObject({ total: 0, openCents: 5_000, overdueCents: 0 })
    expect(list('paid', '2026-03-20').total).toBe(1)
    expect(list('', '2026-03-20').rows.find((r) => r.id === due.id)?.paidCents).toBe(11_900)
    expect(receivables(tenant.id, '2026-03-20')).toEqual({
      openCents: 5_000,
      openCount: 1,
      overdueCents: 0,
      overdueCount: 0,
    })
  })
})
