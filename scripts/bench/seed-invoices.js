// Benchmark data for billing: tops a tenant up to `count`
// finalised invoices, written straight into the database with better-sqlite3
// (the server may run beside it, WAL). Idempotent: a tenant that already has
// `count` numbered invoices is left alone. Invoices belong to the tenant's
// events and customers, carry 1–3 lines at 19 % and 7 %, issue dates over the
// last two years with numbers in date order per year (continuing the
// tenant's number_sequences, RE-YYYY-NNNN), due after 14 days; most are paid
// (payments rows), some partly, the rest open or overdue.
//   import { seedInvoices } from './seed-invoices.js'
//   seedInvoices(sqlite, tenantId, 5000) → { added, total }
import { randomUUID } from 'node:crypto'

const DAY = 86_400_000
const LINES = [
  ['Saalmiete', 'C62', 'Stück', 19],
  ['Hochzeitsplanung Komplettpaket', 'LS', 'pauschal', 19],
  ['Catering – Speisen', 'C62', 'Person', 7],
  ['Getränkepauschale', 'C62', 'Person', 19],
  ['Dekoration', 'LS', 'pauschal', 19],
  ['Koordination vor Ort', 'HUR', 'Stunde', 19],
]

/** A small deterministic generator, so two runs give the same figures. @param {number} seed */
function random(seed) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const ymd = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10)

/** @param {string} pattern @param {number} year @param {number} counter */
function number(pattern, year, counter) {
  return pattern
    .replace(/\{YYYY\}/g, String(year))
    .replace(/\{YY\}/g, String(year % 100).padStart(2, '0'))
    .replace(/\{(N+)\}/, (_m, /** @type {string} */ ns) => String(counter).padStart(ns.length, '0'))
}

/**
 * @param {import('better-sqlite3').Database} sqlite
 * @param {string} tenantId
 * @param {number} count
 */
export function seedInvoices(sqlite, tenantId, count) {
  const existing = /** @type {number} */ (sqlite.prepare('SELECT count(*) FROM invoices WHERE tenant_id = ? AND number IS NOT NULL').pluck().get(tenantId))

  if (existing >= count) return { added: 0, total: existing }
  const missing = count - existing
  const now = Date.now()
  const rand = random(existing + 17)
  const tenantName = sqlite.prepare('SELECT name FROM tenants WHERE id = ?').pluck().get(tenantId) ?? 'Bench'
  sqlite
    .prepare(
      `INSERT OR IGNORE INTO tenant_billing_profiles (tenant_id, legal_name, street, postcode, city, country, vat_id, tax_number, contact_name, contact_phone, contact_email, iban, bic, payment_days, updated_at)
       VALUES (?, ?, 'Hauptstraße 1', '10115', 'Berlin', 'DE', 'DE123456789', '27/123/45678', 'Buchhaltung', '+49 30 1234567', 'rechnung@bench.example', 'DE75512108001245126199', 'SOGEDEFFXXX', 14, ?)`,
    )
    .run(tenantId, `${tenantName} GmbH`, now)
  const pattern = /** @type {string | undefined} */ (sqlite.prepare('SELECT invoice_pattern FROM tenant_billing_profiles WHERE tenant_id = ?').pluck().get(tenantId)) ?? 'RE-{YYYY}-{NNNN}'
  const events = /** @type {{ id: string, name: string, customerId: string | null, customerName: string | null, company: string | null }[]} */ (sqlite
    .prepare(
      `SELECT e.id, e.name, e.end_customer_id AS customerId, c.name AS customerName, c.company
       FROM events e LEFT JOIN end_customers c ON c.id = e.end_customer_id AND c.tenant_id = e.tenant_id
       WHERE e.tenant_id = ? ORDER BY e.created_at LIMIT 5000`,
    )
    .all(tenantId))
  if (!events.length) throw new Error('seedInvoices: the tenant has no events')

  // issue dates over the last two years, oldest first, so numbers follow the dates
  const issued = Array.from({ length: missing }, () => now - Math.floor(rand() * 730) * DAY).sort((a, b) => a - b)
  const counters = new Map(
    sqlite.prepare("SELECT year, last_value AS v FROM number_sequences WHERE tenant_id = ? AND kind = 'invoice'").all(tenantId).map((/** @type {any} */ r) => [r.year, r.v]),

  )
  const insertInvoice = sqlite.prepare(
    `INSERT INTO invoices (id, tenant_id, event_id, end_customer_id, kind, status, number, event_name, customer_name, issue_date, due_date,
       net_cents, vat_cents, gross_cents, payable_cents, paid_cents, finalized_at, created_at)
     VALUES (?, ?, ?, ?, 'single', 'final', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertLine = sqlite.prepare(
    `INSERT INTO invoice_lines (id, tenant_id, invoice_id, position, text, quantity_milli, unit_code, unit_label, unit_price_cents, vat_rate)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertPayment = sqlite.prepare('INSERT INTO payments (id, tenant_id, invoice_id, paid_on, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?)')
  const saveCounter = sqlite.prepare(
    `INSERT INTO number_sequences (tenant_id, kind, year, last_value) VALUES (?, 'invoice', ?, ?)
     ON CONFLICT (tenant_id, kind, year) DO UPDATE SET last_value = excluded.last_value`,
  )

  sqlite.transaction(() => {
    issued.forEach((at, i) => {
      const event = events[(existing + i) % events.length]
      const year = new Date(at).getUTCFullYear()
      const counter = (counters.get(year) ?? 0) + 1
      counters.set(year, counter)
      const id = randomUUID()
      const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, p) => {
        const [text, unitCode, unitLabel, vatRate] = LINES[Math.floor(rand() * LINES.length)]
        const quantityMilli = (unitLabel === 'Person' ? 20 + Math.floor(rand() * 120) : 1 + Math.floor(rand() * 8)) * 1000
        const unitPriceCents = (unitLabel === 'Person' ? 25 + Math.floor(rand() * 60) : 150 + Math.floor(rand() * 2500)) * 100
        return { position: p + 1, text, unitCode, unitLabel, vatRate, quantityMilli, unitPriceCents, net: Math.round((quantityMilli * unitPriceCents) / 1000) }
      })
      // EN 16931: line nets, then VAT per rate
      const byRate = new Map()
      for (const l of lines) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.net)
      const net = [...byRate.values()].reduce((a, b) => a + b, 0)
      const vat = [...byRate.entries()].reduce((a, [rate, n]) => a + Math.round((n * rate) / 100), 0)
      const gross = net + vat
      const issueDate = ymd(at)
      const dueDate = ymd(at + 14 * DAY)
      const roll = rand()
      const paid = roll < 0.6 && at + 20 * DAY < now ? gross : roll < 0.7 ? Math.round(gross * 0.3) : 0
      insertInvoice.run(id, tenantId, event.id, event.customerId, number(pattern, year, counter), event.name, event.company || event.customerName, issueDate, dueDate, net, vat, gross, gross, paid, at, at)
      for (const l of lines) insertLine.run(randomUUID(), tenantId, id, l.position, l.text, l.quantityMilli, l.unitCode, l.unitLabel, l.unitPriceCents, l.vatRate)
      if (paid) insertPayment.run(randomUUID(), tenantId, id, ymd(Math.min(now, at + (3 + Math.floor(rand() * 20)) * DAY)), paid, Math.min(now, at + 20 * DAY))
    })
    for (const [year, value] of counters) saveCounter.run(tenantId, year, value)
  })()
  return { added: missing, total: count }
}
