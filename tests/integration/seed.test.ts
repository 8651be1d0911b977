import { count, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { ensureOwner, seedDemo } from '~/db/seed.server'
import { findAccount, findUserByEmail } from '~/models/user.server'
import { getDb } from '~/utils/db.server'
import { verifyPassword } from '~/utils/password.server'
import { hashToken } from '~/utils/token.server'
import { freshDatabase } from '../support/fresh-db'

const TABLES = {
  tenants: s.tenants,
  users: s.users,
  profiles: s.profiles,
  endCustomers: s.endCustomers,
  services: s.services,
  templates: s.templates,
  events: s.events,
}

function counts() {
  const db = getDb()
  return Object.fromEntries(
    Object.entries(TABLES).map(([name, table]) => [name, db.select({ n: count() }).from(table).get()!.n]),
  )
}

// The seed works on a whole database: every test starts from an empty, migrated one.
beforeEach(freshDatabase)

describe('demo seed', () => {
  it('does nothing on an existing database that has no demo tenant', () => {
    const before = counts()
    expect(seedDemo({ isNewDatabase: false })).toBeNull()
    expect(counts()).toEqual(before)
  })

  it('creates the demo tenant, its logins and content once; a second run creates no duplicates', async () => {
    const first = seedDemo({ isNewDatabase: true })
    const after = counts()
    const tenant = getDb().select().from(s.tenants).where(eq(s.tenants.subdomain, 'demo')).get()!
    expect(tenant).toMatchObject({ name: 'Demo Events GmbH', status: 'trial_active' })
    const scoped = (table: typeof s.endCustomers | typeof s.services | typeof s.templates | typeof s.events) =>
      getDb().select({ n: count() }).from(table).where(eq(table.tenantId, tenant.id)).get()!.n
    expect(scoped(s.endCustomers)).toBe(3)
    expect(scoped(s.services)).toBe(7)
    expect(scoped(s.templates)).toBe(1)
    expect(scoped(s.events)).toBe(4)
    expect(
      new Set(
        getDb()
          .select()
          .from(s.events)
          .where(eq(s.events.tenantId, tenant.id))
          .all()
          .map((e) => e.status),
      ).size,
    ).toBeGreaterThan(1)
    // Personal: four people, the confirmed event staffed (one shift still open), food services with allergens
    const confirmed = getDb()
      .select()
      .from(s.events)
      .where(eq(s.events.tenantId, tenant.id))
      .all()
      .find((e) => e.status === 'confirmed')!
    expect(
      getDb()
        .select()
        .from(s.staffMembers)
        .where(eq(s.staffMembers.tenantId, tenant.id))
        .all()
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Aylin Demir', 'Lena Hoffmann', 'Max Krüger', 'Tom Becker'])
    const demoShifts = getDb().select().from(s.shifts).where(eq(s.shifts.eventId, confirmed.id)).all()
    expect([demoShifts.length, demoShifts.filter((x) => x.staffMemberId === null).length]).toEqual([5, 1])
    expect(
      getDb()
        .select()
        .from(s.services)
        .where(eq(s.services.name, 'Hochzeitsmenü'))
        .all()
        .find((x) => x.tenantId === tenant.id),
    ).toMatchObject({ kind: 'food', allergensJson: '["gluten","eggs","milk","celery"]' })

    for (const [email, password, role] of [
      ['owner@festplan.example', 'festplan-owner', 'platform_owner'],
      ['admin@demo.example', 'festplan-demo', 'tenant_admin'],
      ['planer@demo.example', 'festplan-demo', 'tenant_planner'],
    ] as const) {
      const user = findUserByEmail(email)!
      expect(user.emailConfirmedAt, email).not.toBeNull()
      expect(await verifyPassword(user.passwordHash, password), email).toBe(true)
      const account = findAccount(user.id)!
      expect(account.profile.role).toBe(role)
      expect(account.profile.tenantId).toBe(role === 'platform_owner' ? null : tenant.id)
    }

    // The printed customer link holds a token whose hash is stored, never the token.
    const link = new URL(first!.customerLink!)
    expect(link.pathname).toBe('/customer-login')
    expect(link.searchParams.get('tenant')).toBe('demo')
    const token = link.searchParams.get('token')!
    const stored = getDb()
      .select()
      .from(s.endCustomerAuthTokens)
      .where(eq(s.endCustomerAuthTokens.tokenHash, hashToken(token)))
      .get()
    expect(stored?.tenantId).toBe(tenant.id)
    expect(JSON.stringify(getDb().select().from(s.endCustomerAuthTokens).all())).not.toContain(token)

    const again = seedDemo({ isNewDatabase: true })
    expect(counts()).toEqual(after)
    expect(again?.customerLink).not.toBe(first?.customerLink)
  })
})

describe('OWNER_EMAIL / OWNER_PASSWORD bootstrap', () => {
  it('creates a confirmed platform_owner once and updates the password on a later start', async () => {
    ensureOwner('Chefin@Example.com', 'erstes-passwort')
    const user = findUserByEmail('chefin@example.com')!
    expect(user.emailConfirmedAt).not.toBeNull()
    expect(await verifyPassword(user.passwordHash, 'erstes-passwort')).toBe(true)
    expect(findAccount(user.id)?.profile).toMatchObject({ role: 'platform_owner', tenantId: null })

    const before = counts()
    ensureOwner('chefin@example.com', 'zweites-passwort')
    expect(counts()).toEqual(before)
    const updated = findUserByEmail('chefin@example.com')!
    expect(updated.id).toBe(user.id)
    expect(await verifyPassword(updated.passwordHash, 'zweites-passwort')).toBe(true)
  })

  it('promotes an existing unconfirmed user to a confirmed platform_owner', async () => {
    const db = getDb()
    const user = db.insert(s.users).values({ email: 'spaeter@example.com', passwordHash: 'x' }).returning().get()
    db.insert(s.profiles).values({ userId: user.id, tenantId: null, role: 'tenant_admin', fullName: 'Später' }).run()
    ensureOwner('spaeter@example.com', 'geheimes-passwort')
    expect(findUserByEmail('spaeter@example.com')?.emailConfirmedAt).not.toBeNull()
    expect(findAccount(user.id)?.profile.role).toBe('platform_owner')
  })
})
