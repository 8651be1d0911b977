import { hashSync } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import { getDb, writeTransaction } from '~/utils/db.server'
import { tenantUrl } from '~/utils/tenant-url.server'
import { createToken } from '~/utils/token.server'
import { DAY_MS } from '~/domain/trial'
import { berlinYmd } from '~/domain/event-dates'
import { berlinLocalToMs } from '~/domain/staffing/local-time'
import * as s from './schema'
import { demoEvents, demoKitchen, demoServices, demoShifts, demoStaff } from './seed-data'

const HASH_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }
const TOKEN_DAYS = 7

/** Ensures a confirmed platform_owner with these credentials (OWNER_EMAIL/OWNER_PASSWORD). */
export function ensureOwner(email: string, password: string, now = Date.now()) {
  const normalized = email.trim().toLowerCase()
  const passwordHash = hashSync(password, HASH_OPTIONS)
  writeTransaction((tx) => {
    const existing = tx.select().from(s.users).where(eq(s.users.email, normalized)).get()
    if (existing) {
      tx.update(s.users)
        .set({ passwordHash, emailConfirmedAt: existing.emailConfirmedAt ?? now })
        .where(eq(s.users.id, existing.id))
        .run()
      tx.update(s.profiles)
        .set({ role: 'platform_owner', tenantId: null })
        .where(eq(s.profiles.userId, existing.id))
        .run()
      return
    }
    const user = tx
      .insert(s.users)
      .values({ email: normalized, passwordHash, emailConfirmedAt: now, createdAt: now })
      .returning()
      .get()
    tx.insert(s.profiles)
      .values({ userId: user.id, tenantId: null, role: 'platform_owner', fullName: 'Plattform-Betreiber' })
      .run()
  })
}

/**
 * The demo of docs/contracts.md §5. Creates everything on a new database (idempotent:
 * an existing 'demo' tenant is left alone) and mints one fresh customer link.
 */
export function seedDemo({ isNewDatabase }: { isNewDatabase: boolean }, now = Date.now()) {
  const db = getDb()
  let tenant = db.select().from(s.tenants).where(eq(s.tenants.subdomain, 'demo')).get()
  if (!tenant && isNewDatabase) {
    ensureOwner('owner@festplan.example', 'festplan-owner', now)
    tenant = writeTransaction((tx) => createDemoTenant(tx, now))
  }
  if (!tenant) return null
  const customer = db
    .select()
    .from(s.endCustomers)
    .where(and(eq(s.endCustomers.tenantId, tenant.id), eq(s.endCustomers.email, 'anna.schmidt@example.com')))
    .get()
  if (!customer) return { customerLink: null }
  const { token, hash } = createToken()
  db.insert(s.endCustomerAuthTokens)
    .values({
      tenantId: tenant.id,
      endCustomerId: customer.id,
      tokenHash: hash,
      expiresAt: now + TOKEN_DAYS * DAY_MS,
      createdAt: now,
    })
    .run()
  return { customerLink: tenantUrl('demo', `/customer-login?token=${token}`) }
}

type Tx = Parameters<Parameters<typeof writeTransaction>[0]>[0]

function createDemoTenant(tx: Tx, now: number) {
  const tenant = tx
    .insert(s.tenants)
    .values({
      name: 'Demo Events GmbH',
      subdomain: 'demo',
      status: 'trial_active',
      trialStartedAt: now,
      trialExpiresAt: now + 7 * DAY_MS,
      primaryColor: '#7c3aed',
      secondaryColor: '#f59e0b',
      fontFamily: 'Inter',
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get()
  const passwordHash = hashSync('festplan-demo', HASH_OPTIONS)
  const staff = [
    { email: 'admin@demo.example', role: 'tenant_admin' as const, fullName: 'Miriam Admin' },
    { email: 'planer@demo.example', role: 'tenant_planner' as const, fullName: 'Paul Planer' },
  ].map((p) => {
    const user = tx
      .insert(s.users)
      .values({ email: p.email, passwordHash, emailConfirmedAt: now, createdAt: now })
      .returning()
      .get()
    tx.insert(s.profiles)
      .values({ userId: user.id, tenantId: tenant.id, role: p.role, fullName: p.fullName, company: 'Demo Events GmbH' })
      .run()
    return user
  })
  const customers = [
    { name: 'Anna Schmidt', email: 'anna.schmidt@example.com', phone: '+49 30 1234567', company: 'Schmidt & Partner' },
    { name: 'Jonas Weber', email: 'jonas.weber@example.com', phone: null, company: null },
    {
      name: 'Lea Fischer',
      email: 'lea.fischer@example.com',
      phone: '+49 89 7654321',
      company: 'Fischer Consulting AG',
    },
  ].map((c, i) =>
    tx
      .insert(s.endCustomers)
      .values({ tenantId: tenant.id, ...c, createdAt: now - (3 - i) * 60_000 })
      .returning()
      .get(),
  )
  const services = demoServices.map((svc, i) =>
    tx
      .insert(s.services)
      .values({
        tenantId: tenant.id,
        name: svc.name,
        description: svc.description,
        pricingJson: JSON.stringify(svc.pricing),
        assetsJson: JSON.stringify({ category: svc.category }),
        ...(demoKitchen[svc.name]
          ? {
              kind: demoKitchen[svc.name]!.kind,
              allergensJson: JSON.stringify(demoKitchen[svc.name]!.allergens),
              dietTagsJson: JSON.stringify(demoKitchen[svc.name]!.dietTags),
            }
          : {}),
        createdAt: now - (demoServices.length - i) * 60_000,
      })
      .returning()
      .get(),
  )
  const byName = (name: string) => services.find((x) => x.name === name)!.id
  const modules = [
    { id: crypto.randomUUID(), name: 'Dashboard', order: 0, serviceIds: [] },
    { id: crypto.randomUUID(), name: 'Gästezahl', order: 1, serviceIds: [byName('Einladungskarten')] },
    {
      id: crypto.randomUUID(),
      name: 'Catering',
      order: 2,
      serviceIds: [byName('Hochzeitsmenü'), byName('Getränkepauschale'), byName('Kinderbuffet')],
    },
    {
      id: crypto.randomUUID(),
      name: 'Location & Technik',
      order: 3,
      serviceIds: [byName('Saalmiete'), byName('DJ'), byName('Fotobox')],
    },
  ]
  const template = tx
    .insert(s.templates)
    .values({
      tenantId: tenant.id,
      name: 'Hochzeit Klassisch',
      description: 'Alles für die klassische Hochzeit',
      modulesJson: JSON.stringify({ modules }),
      createdAt: now,
    })
    .returning()
    .get()
  for (const [i, e] of demoEvents.entries()) {
    const event = tx
      .insert(s.events)
      .values({
        tenantId: tenant.id,
        name: e.name,
        eventType: e.eventType,
        status: e.status,
        templateId: template.id,
        endCustomerId: customers[e.customer]!.id,
        assignedPlannerId: staff[1]!.id,
        eventDate: now + e.inDays * DAY_MS,
        deadlineAt: now + e.deadlineInDays * DAY_MS,
        guestCount: e.guests,
        budgetCents: e.budgetCents,
        contactPerson: e.contactPerson,
        contactEmail: e.contactEmail,
        description: e.description,
        createdAt: now - (demoEvents.length - i) * 60_000,
      })
      .returning()
      .get()
    if (e.status === 'confirmed') seedDemoStaff(tx, tenant.id, event.id, event.eventDate!, now)
  }
  return tenant
}

/** The staff roster and the confirmed event's shifts, so a new user sees Personal and the Küchenzettel filled. */
function seedDemoStaff(tx: Tx, tenantId: string, eventId: string, eventDate: number, now: number) {
  const people = demoStaff.map((p, i) =>
    tx
      .insert(s.staffMembers)
      .values({ tenantId, ...p, createdAt: now - (demoStaff.length - i) * 60_000 })
      .returning()
      .get(),
  )
  const day = berlinYmd(eventDate)
  for (const shift of demoShifts) {
    const startsAt = berlinLocalToMs(`${day}T${shift.from}`)!
    tx.insert(s.shifts)
      .values({
        tenantId,
        eventId,
        staffMemberId: shift.staff === null ? null : people[shift.staff]!.id,
        role: shift.role,
        startsAt,
        endsAt: startsAt + shift.hours * 3_600_000,
        breakMinutes: shift.breakMinutes,
        createdAt: now,
      })
      .run()
  }
}
