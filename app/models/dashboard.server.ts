import { and, asc, count, eq, gte, isNotNull, lte, notInArray, sql } from 'drizzle-orm'
import { cartItems, endCustomers, events, services, templates } from '~/db/schema'
import { berlinMonthStart, budgetOverview, daysUntil, moduleChecklist, progressPercent } from '~/domain/dashboard'
import { parseModulesJson } from '~/domain/template-modules-json'
import { cartLinePriceCents, parsePricing } from '~/domain/pricing'
import { DAY_MS } from '~/domain/trial'
import { nextMonthStart } from '~/domain/analytics-period'
import { revenueIn } from '~/models/analytics-revenue.server'
import { getDb } from '~/utils/db.server'

// Figures of the role dashboard; each function takes tenantId first and filters by it.

const CLOSED = ['completed', 'cancelled']

export function adminFigures(tenantId: string, now = Date.now()) {
  const db = getDb()
  const open = and(eq(events.tenantId, tenantId), notInArray(events.status, CLOSED))
  const activeEvents = db.select({ n: count() }).from(events).where(open).get()?.n ?? 0
  const customers =
    db
      .select({ n: count() })
      .from(endCustomers)
      .where(and(eq(endCustomers.tenantId, tenantId), eq(endCustomers.isActive, true)))
      .get()?.n ?? 0
  const monthStart = berlinMonthStart(now)
  const revenue = revenueIn(tenantId, { from: monthStart, to: nextMonthStart(monthStart) })
  const dueTasks =
    db
      .select({ n: count() })
      .from(events)
      .where(
        and(open, isNotNull(events.deadlineAt), gte(events.deadlineAt, now), lte(events.deadlineAt, now + 7 * DAY_MS)),
      )
      .get()?.n ?? 0
  return { activeEvents, customers, revenueCents: revenue.grossCents, dueTasks }
}

/** The planner's next open event (today or later, else the next without a date) with progress and budget. */
export function plannerNextEvent(tenantId: string, plannerUserId: string, now = Date.now()) {
  const db = getDb()
  const todayStart = now - (now % DAY_MS)
  const event = db
    .select({
      id: events.id,
      name: events.name,
      eventDate: events.eventDate,
      guestCount: events.guestCount,
      budgetCents: events.budgetCents,
      modulesJson: templates.modulesJson,
    })
    .from(events)
    .leftJoin(templates, and(eq(templates.id, events.templateId), eq(templates.tenantId, tenantId)))
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.assignedPlannerId, plannerUserId),
        notInArray(events.status, CLOSED),
        sql`(${events.eventDate} is null or ${events.eventDate} >= ${todayStart})`,
      ),
    )
    .orderBy(sql`${events.eventDate} is null`, asc(events.eventDate), asc(events.createdAt))
    .get()
  if (!event) return null
  const lines = db
    .select({
      serviceId: cartItems.serviceId,
      quantity: cartItems.quantity,
      pricingJson: services.pricingJson,
      adults: cartItems.countAdults,
      children: cartItems.countChildren,
      toddlers: cartItems.countToddlers,
    })
    .from(cartItems)
    .innerJoin(services, and(eq(services.id, cartItems.serviceId), eq(services.tenantId, tenantId)))
    .where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.eventId, event.id)))
    .all()
  const cartTotal = lines.reduce((total, line) => {
    const hasCounts = line.adults !== null || line.children !== null || line.toddlers !== null
    const price = cartLinePriceCents(parsePricing(line.pricingJson), {
      quantity: line.quantity,
      guestCount: event.guestCount,
      counts: hasCounts ? { adults: line.adults, children: line.children, toddlers: line.toddlers } : null,
    })
    return total + (price ?? 0)
  }, 0)
  const checklist = moduleChecklist(
    parseModulesJson(event.modulesJson),
    lines.map((l) => l.serviceId),
  )
  return {
    id: event.id,
    name: event.name,
    eventDate: event.eventDate,
    daysLeft: daysUntil(event.eventDate, now),
    progress: progressPercent(checklist),
    checklist,
    budget: budgetOverview(event.budgetCents, cartTotal),
  }
}
