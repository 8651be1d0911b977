import { randomUUID } from 'node:crypto'
import { hashSync } from '@node-rs/argon2'
import Database from 'better-sqlite3'
import { DB_PATH } from './support'

// Direct access to the e2e server's database: arrange rows and timestamps that
// a user cannot make through the UI (an expired trial, a past deadline).

export const E2E_PASSWORD = 'e2e-sicheres-passwort-7'
const passwordHash = hashSync(E2E_PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 })
const DAY = 86_400_000

export function openDb() {
  const db = new Database(DB_PATH)
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  return db
}

export function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = openDb()
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

export type SeededTenant = {
  id: string
  subdomain: string
  name: string
  admin: { id: string; email: string }
  planner: { id: string; email: string }
}

/** A tenant with a confirmed admin and planner (password E2E_PASSWORD). */
export function seedTenant(
  options: { subdomain?: string; name?: string; status?: string; trialExpiresAt?: number | null } = {},
): SeededTenant {
  const now = Date.now()
  const subdomain = options.subdomain ?? `e2e${randomUUID().slice(0, 8)}`
  const name = options.name ?? `E2E ${subdomain}`
  const id = randomUUID()
  return withDb((db) => {
    const tx = db.transaction(() => {
      const status = options.status ?? 'trial_active'
      db.prepare(
        `insert into tenants (id, name, subdomain, status, trial_started_at, trial_expires_at, created_at, updated_at, is_active)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        name,
        subdomain,
        status,
        now,
        options.trialExpiresAt === undefined ? now + 7 * DAY : options.trialExpiresAt,
        now,
        now,
        status === 'suspended' || status === 'cancelled' ? 0 : 1,
      )
      const staff = (role: string) => {
        const userId = randomUUID()
        const email = `${role.replace('tenant_', '')}-${subdomain}@e2e.example`
        db.prepare(
          'insert into users (id, email, password_hash, email_confirmed_at, created_at) values (?, ?, ?, ?, ?)',
        ).run(userId, email, passwordHash, now, now)
        db.prepare(
          'insert into profiles (id, user_id, tenant_id, role, full_name, company, created_at) values (?, ?, ?, ?, ?, ?, ?)',
        ).run(randomUUID(), userId, id, role, `${role === 'tenant_admin' ? 'Ada' : 'Pia'} ${subdomain}`, name, now)
        return { id: userId, email }
      }
      return { id, subdomain, name, admin: staff('tenant_admin'), planner: staff('tenant_planner') }
    })
    return tx()
  })
}

export function tenantRow(id: string) {
  return withDb((db) => db.prepare('select * from tenants where id = ?').get(id) as Record<string, unknown>)
}

export function setTenant(id: string, values: Record<string, unknown>) {
  const keys = Object.keys(values)
  withDb((db) =>
    db
      .prepare(`update tenants set ${keys.map((k) => `${k} = ?`).join(', ')} where id = ?`)
      .run(...keys.map((k) => values[k]), id),
  )
}
