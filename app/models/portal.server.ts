import { and, desc, eq, inArray } from 'drizzle-orm'
import { events, services, templates, users, profiles, tenantBillingProfiles } from '~/db/schema'
import { parseModulesJson } from '~/domain/template-modules-json'
import type { TemplateModule } from '~/domain/template-modules'
import { pickEvent } from '~/domain/portal-event'
import { cartLockReason, summarizeCart } from '~/domain/cart'
import { pricingContext } from './pricing-context.server'
import { listCartLines, openOfferRequest } from './cart.server'
import { latestDecidedOffer } from './offer-request.server'
import { getDb } from '~/utils/db.server'
import { ownRow } from './find-own.server'

// What a signed-in end customer may read: only their own events (by
// end_customer_id), the event's template modules and the tenant's ACTIVE
// services named in those modules. Every query filters by tenant_id.

export function listCustomerEvents(tenantId: string, endCustomerId: string) {
  return getDb()
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.endCustomerId, endCustomerId)))
    .orderBy(desc(events.createdAt))
    .all()
}

export type PortalEvent = ReturnType<typeof listCustomerEvents>[number]

export function eventModules(tenantId: string, templateId: string | null): TemplateModule[] {
  if (!templateId) return []
  const template = getDb()
    .select({ modulesJson: templates.modulesJson })
    .from(templates)
    .where(ownRow(templates, tenantId, templateId))
    .get()
  return template ? parseModulesJson(template.modulesJson) : []
}

/** The tenant's active services among these ids (inactive and foreign ids drop out). */
export function activeServicesByIds(tenantId: string, ids: string[]) {
  if (ids.length === 0) return []
  return getDb()
    .select()
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.isActive, true), inArray(services.id, ids)))
    .all()
}

/** An active service of this tenant that one of the event's template modules offers, else null. */
export function offerableService(tenantId: string, templateId: string | null, serviceId: string) {
  const inTemplate = eventModules(tenantId, templateId).some((m) => m.serviceIds.includes(serviceId))
  if (!inTemplate) return null
  return activeServicesByIds(tenantId, [serviceId])[0] ?? null
}

/** The planner's name and e-mail (also the recipient of customer messages). */
export function plannerName(tenantId: string, userId: string | null) {
  if (!userId) return null
  const row = getDb()
    .select({ fullName: profiles.fullName, email: users.email, phone: profiles.phone })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.userId, userId)))
    .get()
  return row ?? null
}

/**
 * The contact box of the portal: the assigned planner's name, e-mail and
 * phone; what the planner lacks comes from the tenant's business data
 * (Ansprechpartner, E-Mail, Telefon in the billing settings).
 */
export function plannerContact(tenantId: string, userId: string | null) {
  const planner = plannerName(tenantId, userId)
  const business = getDb()
    .select({
      name: tenantBillingProfiles.contactName,
      email: tenantBillingProfiles.contactEmail,
      phone: tenantBillingProfiles.contactPhone,
    })
    .from(tenantBillingProfiles)
    .where(eq(tenantBillingProfiles.tenantId, tenantId))
    .get()
  const fullName = planner?.fullName || business?.name || null
  const email = planner?.email || business?.email || null
  const phone = planner?.phone || business?.phone || null
  return fullName || email || phone ? { fullName, email, phone } : null
}

/** Everything the portal layout shows for one customer and (chosen) event. */
export function portalContext(
  tenantId: string,
  endCustomerId: string,
  requestedEventId: string | null,
  now = Date.now(),
) {
  const all = listCustomerEvents(tenantId, endCustomerId)
  const event = pickEvent(all, requestedEventId, now)
  const events = all.map((e) => ({ id: e.id, name: e.name, eventDate: e.eventDate }))
  if (!event)
    return {
      events,
      event: null,
      modules: [],
      cart: null,
      lock: null,
      openOffer: null,
      lastDecision: null,
      planner: null,
      smallBusiness: false,
    }
  const modules = eventModules(tenantId, event.templateId)
  const active = new Set(
    activeServicesByIds(tenantId, [...new Set(modules.flatMap((m) => m.serviceIds))]).map((s) => s.id),
  )
  const lines = listCartLines(tenantId, event.id)
  const pricing = pricingContext(tenantId)
  const cart = summarizeCart(lines, event, pricing)
  const inCart = new Set(lines.map((l) => l.serviceId))
  const openOffer = openOfferRequest(tenantId, event.id)
  return {
    events,
    event,
    modules: modules
      .map((m) => {
        const ids = m.serviceIds.filter((id) => active.has(id))
        return { id: m.id, name: m.name, available: ids.length, selected: ids.filter((id) => inCart.has(id)).length }
      })
      // A template's own 'Dashboard' module without services
      // is the overview itself: the sidebar's 'Dashboard' stands for it.
      .filter((m) => !(m.available === 0 && m.name.trim().toLowerCase() === 'dashboard')),
    cart: { ...cart, lines: cart.lines.map((l, i) => ({ ...l, category: lines[i]!.category })) },
    lock: cartLockReason(event, openOffer?.createdAt ?? null, now),
    openOffer,
    // while a new request is open, the answer to an older one is no longer news
    lastDecision: openOffer ? null : latestDecidedOffer(tenantId, event.id),
    planner: plannerContact(tenantId, event.assignedPlannerId),
    smallBusiness: pricing.smallBusiness,
  }
}

export type PortalContext = ReturnType<typeof portalContext>
