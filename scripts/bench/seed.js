// Benchmark data, written straight into a freshly migrated database with
// better-sqlite3 (seconds instead of minutes through the app): tenant "gross"
// with 10,000 events, 2,000 customers, 200 services, 20 templates; tenant
// "klein" with 100 events; "monat" with 2,500 events all in next month (the
// calendar's fullest month); 97 more small tenants. Every tenant has an admin
// (password below); one customer of "gross" gets a login token.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { hashSync } from '@node-rs/argon2'
import Database from 'better-sqlite3'

export const BENCH_PASSWORD = 'festplan-bench'
const DAY = 86_400_000
const TYPES = ['Hochzeit', 'Geburtstag', 'Firmenfeier', 'Jubiläum', 'Konferenz']
const STATUSES = ['draft', 'confirmed', 'completed', 'cancelled']

/** @param {number} i */
function pricing(i) {
  const price = 10 + (i % 50) * 5
  const gross = Math.round(price * 119) / 100
  return JSON.stringify({ unit: ['flat_rate', 'per_person', 'per_hour', 'per_piece'][i % 4], taxRate: 19, price, grossPrice: gross })
}

/** 10:00 UTC of each day of next month (UTC calendar), for the tenant whose events all fall in one month. */
export function nextMonthDays(now = Date.now()) {
  const d = new Date(now)
  const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, 10)
  const days = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0)).getUTCDate()
  return { month: new Date(first).toISOString().slice(0, 7), dates: Array.from({ length: days }, (_, i) => first + i * DAY) }
}

/**
 * @param {import('better-sqlite3').Database} db
 * @param {string} passwordHash
 * @param {{ subdomain: string, name: string, events: number, customers: number, services: number, templates: number, oneMonth?: boolean }} tenant
 */
function seedTenant(db, passwordHash, { subdomain, name, events, customers, services, templates, oneMonth = false }) {
  const now = Date.now()
  const tenantId = randomUUID()
  db.prepare(
    `INSERT INTO tenants (id, name, subdomain, status, plan, trial_started_at, trial_expires_at, created_at, updated_at, is_active)
     VALUES (?, ?, ?, 'active_paid', 'business', ?, ?, ?, ?, 1)`,
  ).run(tenantId, name, subdomain, now - 30 * DAY, now - 23 * DAY, now - 30 * DAY, now)
  const userId = randomUUID()
  const email = `admin@${subdomain}.bench.example`
  db.prepare('INSERT INTO users (id, email, password_hash, email_confirmed_at, created_at) VALUES (?, ?, ?, ?, ?)').run(userId, email, passwordHash, now, now)
  db.prepare("INSERT INTO profiles (id, user_id, tenant_id, role, full_name, created_at) VALUES (?, ?, ?, 'tenant_admin', ?, ?)").run(
    randomUUID(), userId, tenantId, `Admin ${name}`, now,
  )
  const customerIds = []
  const insertCustomer = db.prepare('INSERT INTO end_customers (id, tenant_id, name, email, phone, company, is_active, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)')
  for (let i = 0; i < customers; i++) {
    const id = randomUUID()
    customerIds.push(id)
    insertCustomer.run(id, tenantId, `Kundin ${i} ${name}`, `kunde${i}@${subdomain}.bench.example`, '+49 30 123456', i % 3 ? null : 'Firma GmbH', now - (customers - i) * 60_000)
  }
  /** @type {string[]} */
  const serviceIds = []
  const insertService = db.prepare('INSERT INTO services (id, tenant_id, name, description, is_active, pricing_json, assets_json, created_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?)')
  for (let i = 0; i < services; i++) {
    const id = randomUUID()
    serviceIds.push(id)
    insertService.run(id, tenantId, `Leistung ${i}`, 'Beschreibung der Leistung', pricing(i), JSON.stringify({ category: `Kategorie ${i % 8}` }), now - (services - i) * 60_000)
  }
  const templateIds = []
  const insertTemplate = db.prepare('INSERT INTO templates (id, tenant_id, name, description, is_active, modules_json, created_at) VALUES (?, ?, ?, ?, 1, ?, ?)')
  for (let i = 0; i < templates; i++) {
    const id = randomUUID()
    templateIds.push(id)
    const modules = [0, 1, 2, 3].map((m) => ({ id: randomUUID(), name: `Modul ${m}`, order: m, serviceIds: serviceIds.slice((i * 4 + m) % Math.max(1, services - 3), ((i * 4 + m) % Math.max(1, services - 3)) + 3) }))
    insertTemplate.run(id, tenantId, `Vorlage ${i}`, 'Vorlage für den Benchmark', JSON.stringify({ modules }), now - (templates - i) * 60_000)
  }
  const insertEvent = db.prepare(
    `INSERT INTO events (id, tenant_id, name, description, template_id, event_type, event_date, deadline_at, assigned_planner_id, end_customer_id,
       guest_count, budget_cents, contact_person, contact_email, contact_phone, notes, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const monthDates = oneMonth ? nextMonthDays(now).dates : null
  for (let i = 0; i < events; i++) {
    const date = monthDates ? monthDates[i % monthDates.length] : now + ((i % 400) - 100) * DAY
    insertEvent.run(
      randomUUID(), tenantId, `Event ${i} ${TYPES[i % TYPES.length]}`, 'Beschreibung', templateIds.length ? templateIds[i % templateIds.length] : null,
      TYPES[i % TYPES.length], date, date - 14 * DAY, userId, customerIds.length ? customerIds[i % customerIds.length] : null,
      20 + (i % 200), 100_000 + (i % 100) * 10_000, 'Kontakt Person', 'kontakt@example.com', null, null, STATUSES[i % STATUSES.length], now - (events - i) * 1000,
    )
  }
  return { tenantId, subdomain, email, customerIds }
}

/** Seeds the benchmark tenants; returns the logins and a customer token. @param {string} dbPath */

export function seedBench(dbPath) {
  const db = new Database(dbPath)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  const passwordHash = hashSync(BENCH_PASSWORD)
  const result = db.transaction(() => {
    const big = seedTenant(db, passwordHash, { subdomain: 'gross', name: 'Gross Events GmbH', events: 10_000, customers: 2_000, services: 200, templates: 20 })
    const small = seedTenant(db, passwordHash, { subdomain: 'klein', name: 'Klein Events', events: 100, customers: 20, services: 10, templates: 2 })
    // all 2,500 events in next month: the calendar's month view at its fullest
    const month = seedTenant(db, passwordHash, { subdomain: 'monat', name: 'Monat Events', events: 2_500, customers: 50, services: 10, templates: 2, oneMonth: true })
    for (let t = 0; t < 97; t++) {
      seedTenant(db, passwordHash, { subdomain: `mandant${t}`, name: `Mandant ${t}`, events: 10, customers: 5, services: 5, templates: 1 })
    }
    // a customer of "gross" with a login link (token stored only as SHA-256)
    const token = randomBytes(32).toString('base64url')
    const tokenHash = createHash('sha256').update(token).digest('hex')
    const now = Date.now()
    db.prepare('INSERT INTO end_customer_auth_tokens (id, tenant_id, end_customer_id, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      randomUUID(), big.tenantId, big.customerIds[0], tokenHash, now + 7 * DAY, now,
    )
    return { big, small, month: { ...month, month: nextMonthDays(now).month }, customerToken: token }
  })()
  db.pragma('optimize')
  db.close()
  return result
}
