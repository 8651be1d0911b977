import { hashSync } from '@node-rs/argon2'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { DAY_MS } from '~/domain/trial'
import { nextDebtorNumber } from '~/models/end-customer.server'

// Factories make rows directly; no test depends on another.

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

const FAST_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 }
export const TEST_PASSWORD = 'richtig-gutes-passwort-42'
let cachedHash: string | undefined
export const testPasswordHash = () => (cachedHash ??= hashSync(TEST_PASSWORD, FAST_HASH))

export function createTenant(overrides: Partial<typeof s.tenants.$inferInsert> = {}) {
  const now = Date.now()
  const sub = overrides.subdomain ?? `t${unique()}`
  return getDb()
    .insert(s.tenants)
    .values({
      name: `Firma ${sub}`,
      subdomain: sub,
      status: 'trial_active',
      trialStartedAt: now,
      trialExpiresAt: now + 7 * DAY_MS,
      ...overrides,
    })
    .returning()
    .get()
}

export function createStaff(
  tenantId: string | null,
  role: 'tenant_admin' | 'tenant_planner' | 'platform_owner' = 'tenant_admin',
  overrides: { email?: string; fullName?: string; confirmed?: boolean } = {},
) {
  const user = getDb()
    .insert(s.users)
    .values({
      email: overrides.email ?? `u${unique()}@example.com`,
      passwordHash: testPasswordHash(),
      emailConfirmedAt: overrides.confirmed === false ? null : Date.now(),
    })
    .returning()
    .get()
  const profile = getDb()
    .insert(s.profiles)
    .values({ userId: user.id, tenantId, role, fullName: overrides.fullName ?? `Person ${unique()}` })
    .returning()
    .get()
  return { user, profile }
}

export function createEndCustomer(tenantId: string, overrides: Partial<typeof s.endCustomers.$inferInsert> = {}) {
  return getDb()
    .insert(s.endCustomers)
    .values({
      tenantId,
      name: `Kunde ${unique()}`,
      email: `k${unique()}@example.com`,
      debtorNumber: nextDebtorNumber(tenantId),
      ...overrides,
    })
    .returning()
    .get()
}

export function createService(tenantId: string, overrides: Partial<typeof s.services.$inferInsert> = {}) {
  return getDb()
    .insert(s.services)
    .values({
      tenantId,
      name: `Service ${unique()}`,
      pricingJson: JSON.stringify({ unit: 'flat_rate', taxRate: 19, price: 100, grossPrice: 119 }),
      ...overrides,
    })
    .returning()
    .get()
}

export function createTemplate(tenantId: string, overrides: Partial<typeof s.templates.$inferInsert> = {}) {
  return getDb()
    .insert(s.templates)
    .values({ tenantId, name: `Vorlage ${unique()}`, ...overrides })
    .returning()
    .get()
}

export function createEvent(tenantId: string, overrides: Partial<typeof s.events.$inferInsert> = {}) {
  return getDb()
    .insert(s.events)
    .values({ tenantId, name: `Event ${unique()}`, eventType: 'Hochzeit', ...overrides })
    .returning()
    .get()
}

/** An open offer request for an event and its customer (names copied as the cart does). */
export function createOfferRequest(
  tenantId: string,
  event: { id: string; name: string },
  customer: { id: string; name: string | null; email: string },
  overrides: Partial<typeof s.offerRequests.$inferInsert> = {},
) {
  return getDb()
    .insert(s.offerRequests)
    .values({
      tenantId,
      eventId: event.id,
      endCustomerId: customer.id,
      eventName: event.name,
      customerName: customer.name,
      customerEmail: customer.email,
      snapshotJson: '{}',
      netCents: 10_000,
      vatCents: 1_900,
      grossCents: 11_900,
      ...overrides,
    })
    .returning()
    .get()
}
