import { and, eq } from 'drizzle-orm'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { getDb } from '~/utils/db.server'
import { createToken } from '~/utils/token.server'
import {
  createEndCustomer,
  createEvent,
  createService,
  createStaff,
  createTemplate,
  createTenant,
} from '../support/factories'

// A tenant with a customer, an event, a template with one module and services.

export function mintToken(tenantId: string, endCustomerId: string, createdAt = Date.now()) {
  const { token, hash } = createToken()
  getDb()
    .insert(s.endCustomerAuthTokens)
    .values({ tenantId, endCustomerId, tokenHash: hash, createdAt, expiresAt: createdAt + 7 * DAY_MS })
    .run()
  return token
}

export const pricing = {
  flat: { unit: 'flat_rate', taxRate: 19, price: 100, grossPrice: 119 },
  perPerson: { unit: 'per_person', taxRate: 7, price: 10, grossPrice: 10.7 },
}

export function portalWorld(options: { deadlineAt?: number | null; budgetCents?: number | null } = {}) {
  const tenant = createTenant()
  const admin = createStaff(tenant.id, 'tenant_admin')
  const planner = createStaff(tenant.id, 'tenant_planner')
  const customer = createEndCustomer(tenant.id, { name: 'Erika Muster' })
  const flat = createService(tenant.id, { name: 'Saal', pricingJson: JSON.stringify(pricing.flat) })
  const perPerson = createService(tenant.id, { name: 'Menü', pricingJson: JSON.stringify(pricing.perPerson) })
  const outside = createService(tenant.id, { name: 'Nicht im Modul' })
  const inactive = createService(tenant.id, { name: 'Aus', isActive: false })
  const moduleId = crypto.randomUUID()
  const template = createTemplate(tenant.id, {
    modulesJson: JSON.stringify({
      modules: [{ id: moduleId, name: 'Catering', order: 0, serviceIds: [flat.id, perPerson.id, inactive.id] }],
    }),
  })
  const event = createEvent(tenant.id, {
    name: 'Sommerfest',
    templateId: template.id,
    endCustomerId: customer.id,
    assignedPlannerId: planner.user.id,
    guestCount: 20,
    budgetCents: options.budgetCents === undefined ? 50_000 : options.budgetCents,
    eventDate: Date.now() + 30 * DAY_MS,
    deadlineAt: options.deadlineAt === undefined ? Date.now() + 10 * DAY_MS : options.deadlineAt,
  })
  return { tenant, admin, planner, customer, flat, perPerson, outside, inactive, moduleId, template, event }
}

export function cartOf(eventId: string) {
  return getDb().select().from(s.cartItems).where(eq(s.cartItems.eventId, eventId)).all()
}

export function offersOf(tenantId: string) {
  return getDb().select().from(s.offerRequests).where(eq(s.offerRequests.tenantId, tenantId)).all()
}

export function tokenRow(tenantId: string, endCustomerId: string) {
  return getDb()
    .select()
    .from(s.endCustomerAuthTokens)
    .where(
      and(eq(s.endCustomerAuthTokens.tenantId, tenantId), eq(s.endCustomerAuthTokens.endCustomerId, endCustomerId)),
    )
    .all()
}
