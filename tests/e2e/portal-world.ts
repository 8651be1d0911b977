import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, tenantOrigin } from './support'
import { seedTenant, withDb, type SeededTenant } from './db'

// Arranges a tenant with a customer, services of every pricing unit, a
// template with one module and an event, straight in the e2e database.

const DAY = 86_400_000

export const PRICINGS = {
  Saal: { unit: 'flat_rate', taxRate: 19, price: 1000, grossPrice: 1190 },
  Menü: { unit: 'per_person', taxRate: 7, price: 40, grossPrice: 42.8 },
  DJ: { unit: 'per_hour', taxRate: 19, price: 100, grossPrice: 119 },
  Karten: { unit: 'per_piece', taxRate: 19, price: 2, grossPrice: 2.38 },
  Getränke: {
    unit: 'flat_rate_plus_per_person',
    taxRate: 19,
    flatRate: 100,
    flatRateGross: 119,
    perPersonRate: 10,
    perPersonRateGross: 11.9,
  },
  Buffet: {
    unit: 'per_person_differentiated',
    taxRate: 19,
    personGroupPrices: [
      { personGroupId: 'adults', netPrice: 20, grossPrice: 23.8 },
      { personGroupId: 'children', netPrice: 10, grossPrice: 11.9 },
    ],
  },
  Fotobox: {
    unit: 'guest_tier_pricing',
    taxRate: 19,
    tiers: [
      { minGuests: 0, maxGuests: 20, netPrice: 300, grossPrice: 357 },
      { minGuests: 21, maxGuests: null, netPrice: 500, grossPrice: 595 },
    ],
  },
} as const
export type ServiceName = keyof typeof PRICINGS

export type PortalWorld = {
  tenant: SeededTenant
  origin: string
  customer: { id: string; email: string; name: string }
  eventId: string
  moduleId: string
  services: Record<ServiceName, string>
}

export function seedPortal(
  options: { guests?: number; budgetCents?: number; primaryColor?: string } = {},
): PortalWorld {
  const tenant = seedTenant()
  const now = Date.now()
  return withDb((db) => {
    if (options.primaryColor)
      db.prepare('update tenants set primary_color = ? where id = ?').run(options.primaryColor, tenant.id)
    const customer = {
      id: randomUUID(),
      email: `kunde-${tenant.subdomain}@e2e.example`,
      name: `Erika ${tenant.subdomain}`,
    }
    db.prepare(
      'insert into end_customers (id, tenant_id, name, email, company, is_active, created_at) values (?, ?, ?, ?, ?, 1, ?)',
    ).run(customer.id, tenant.id, customer.name, customer.email, 'Muster AG', now)
    const services = {} as Record<ServiceName, string>
    for (const [name, pricing] of Object.entries(PRICINGS)) {
      const id = randomUUID()
      services[name as ServiceName] = id
      db.prepare(
        'insert into services (id, tenant_id, name, description, is_active, pricing_json, assets_json, created_at) values (?, ?, ?, ?, 1, ?, ?, ?)',
      ).run(
        id,
        tenant.id,
        name,
        `${name} für Ihr Fest`,
        JSON.stringify(pricing),
        JSON.stringify({ category: 'Feier' }),
        now,
      )
    }
    const moduleId = randomUUID()
    const templateId = randomUUID()
    const modules = [
      { id: randomUUID(), name: 'Dashboard', order: 0, serviceIds: [] },
      { id: moduleId, name: 'Leistungen', order: 1, serviceIds: Object.values(services) },
    ]
    db.prepare(
      'insert into templates (id, tenant_id, name, is_active, modules_json, created_at) values (?, ?, ?, 1, ?, ?)',
    ).run(templateId, tenant.id, 'Vorlage', JSON.stringify({ modules }), now)
    const eventId = randomUUID()
    db.prepare(
      `insert into events (id, tenant_id, name, description, template_id, event_type, event_date, deadline_at, assigned_planner_id, end_customer_id, guest_count, budget_cents, contact_person, status, created_at)
       values (?, ?, ?, ?, ?, 'Hochzeit', ?, ?, ?, ?, ?, ?, ?, 'confirmed', ?)`,
    ).run(
      eventId,
      tenant.id,
      `Fest ${tenant.subdomain}`,
      'Ein schönes Fest',
      templateId,
      now + 60 * DAY,
      now + 30 * DAY,
      tenant.planner.id,
      customer.id,
      options.guests ?? 10,
      options.budgetCents ?? 500_000,
      'Pia Planer',
      now,
    )
    return { tenant, origin: tenantOrigin(tenant.subdomain), customer, eventId, moduleId, services }
  })
}

/** A login link as the app mints it: 32 random bytes, only the SHA-256 stored. */
export function mintLink(world: PortalWorld, createdAt = Date.now()) {
  const token = randomBytes(32).toString('base64url')
  const hash = createHash('sha256').update(token).digest('hex')
  withDb((db) =>
    db
      .prepare(
        'insert into end_customer_auth_tokens (id, tenant_id, end_customer_id, token_hash, expires_at, created_at) values (?, ?, ?, ?, ?, ?)',
      )
      .run(randomUUID(), world.tenant.id, world.customer.id, hash, createdAt + 7 * DAY, createdAt),
  )
  return `${world.origin}/customer-login?token=${token}`
}

/** Opens a login link like the customer would; ends on the portal. */
export async function openLink(page: Page, link: string, javaScriptEnabled: boolean) {
  await page.goto(link)
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Jetzt anmelden' }).click()
  await expect(page.getByText('Anmeldung erfolgreich!')).toBeVisible()
  await page.waitForURL(/\/customer-dashboard$/)
  await expect(page.getByRole('heading', { name: /^Willkommen/ })).toBeVisible()
}

export function setEvent(world: PortalWorld, values: Record<string, unknown>) {
  const keys = Object.keys(values)
  withDb((db) =>
    db
      .prepare(`update events set ${keys.map((k) => `${k} = ?`).join(', ')} where id = ?`)
      .run(...keys.map((k) => values[k]), world.eventId),
  )
}

export function cartRows(world: PortalWorld) {
  return withDb(
    (db) =>
      db.prepare('select service_id, quantity from cart_items where event_id = ?').all(world.eventId) as Array<{
        service_id: string
        quantity: number
      }>,
  )
}
