import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postForm, signIn } from '../../scripts/bench/client.js'
import { ensureBuild, killGroup, startServer, waitHealthy } from '../../scripts/bench/server.js'

// GoBD numbering across OS processes: the production server with two
// worker processes on one SQLite file; 50 invoices are finalised at once over
// HTTP, spread over both workers, and get 50 consecutive numbers, no gap, no
// duplicate, each exactly once (every invoice is also submitted a second time).

const PORT = 4720
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-numbers-'))
const dbPath = path.join(dataDir, 'festplan.db')
let server: ReturnType<typeof startServer> | undefined

beforeAll(async () => {
  const serverBuild = ensureBuild()
  server = startServer({ serverBuild, port: PORT, dataDir, workers: 2 })
  await waitHealthy(server)
})

afterAll(() => {
  if (server) killGroup(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Business data for the demo tenant and 50 draft invoices with one line each, written beside the running server (WAL). */
function seedDrafts(count: number) {
  const db = new Database(dbPath)
  db.pragma('busy_timeout = 5000')
  try {
    const tenantId = db.prepare("SELECT id FROM tenants WHERE subdomain = 'demo'").pluck().get() as string
    const now = Date.now()
    db.prepare(
      `INSERT INTO tenant_billing_profiles (tenant_id, legal_name, street, postcode, city, country, vat_id, tax_number, contact_name, contact_phone, contact_email, iban, bic, payment_days, updated_at)
       VALUES (?, 'Demo Events GmbH', 'Hauptstraße 1', '10115', 'Berlin', 'DE', 'DE123456789', '27/123/45678', 'Anna Admin', '+49 30 1234567', 'rechnung@demo.example', 'DE75512108001245126199', 'SOGEDEFFXXX', 14, ?)`,
    ).run(tenantId, now)
    const customerId = randomUUID()
    db.prepare(
      "INSERT INTO end_customers (id, tenant_id, name, email, street, postcode, city, country, created_at) VALUES (?, ?, 'Sophie Müller', 'sophie@nummern.example', 'Lindenstraße 5', '50674', 'Köln', 'DE', ?)",
    ).run(customerId, tenantId, now)
    const invoice = db.prepare(
      "INSERT INTO invoices (id, tenant_id, end_customer_id, kind, status, event_name, customer_name, created_at) VALUES (?, ?, ?, 'single', 'draft', ?, 'Sophie Müller', ?)",
    )
    const line = db.prepare(
      "INSERT INTO invoice_lines (id, tenant_id, invoice_id, position, text, quantity_milli, unit_code, unit_label, unit_price_cents, vat_rate) VALUES (?, ?, ?, 1, 'Saalmiete', 1000, 'C62', 'Stück', 100000, 19)",
    )
    const ids = db.transaction(() =>
      Array.from({ length: count }, (_, i) => {
        const id = randomUUID()
        invoice.run(id, tenantId, customerId, `Nummernprobe ${i + 1}`, now + i)
        line.run(randomUUID(), tenantId, id)
        return id
      }),
    )()
    return { tenantId, ids }
  } finally {
    db.close()
  }
}

describe('Rechnungsnummern über zwei Prozesse', () => {
  it('50 gleichzeitige Abschlüsse auf zwei Server-Prozessen: 50 fortlaufende Nummern ohne Lücke und ohne Doppel', async () => {
    const { tenantId, ids } = seedDrafts(50)
    const cookie = await signIn(server!.base)
    // every invoice twice (a double click), all at once: ~100 connections, spread over both workers
    const answers = await Promise.all(
      [...ids, ...ids].map(async (id) => {
        const res = await postForm(
          server!.base,
          `/tenant/invoices/${id}?tenant=demo`,
          { intent: 'finalize', confirm: '1' },
          { cookie, timeoutMs: 60_000 },
        )
        await res.arrayBuffer()
        return { status: res.status, worker: res.headers.get('x-festplan-worker') }
      }),
    )
    expect(
      answers.map((a) => a.status).filter((s) => s !== 302),
      server!.output().slice(-2000),
    ).toEqual([])
    expect(new Set(answers.map((a) => a.worker)).size).toBe(2)

    const db = new Database(dbPath, { readonly: true })
    try {
      const rows = db
        .prepare(
          `SELECT id, number, status FROM invoices WHERE tenant_id = ? AND id IN (${ids.map(() => '?').join(',')})`,
        )
        .all(tenantId, ...ids) as { id: string; number: string; status: string }[]
      expect(rows.every((r) => r.status === 'final')).toBe(true)
      const year = new Date().getFullYear()
      const numbers = rows.map((r) => r.number).sort()
      expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `RE-${year}-${String(i + 1).padStart(4, '0')}`))
      const counter = db
        .prepare("SELECT last_value FROM number_sequences WHERE tenant_id = ? AND kind = 'invoice'")
        .pluck()
        .all(tenantId)
      expect(counter).toEqual([50])
      // each finalisation left exactly one frozen document
      expect(
        db.prepare(`SELECT count(*) FROM invoices WHERE tenant_id = ? AND xml IS NOT NULL`).pluck().get(tenantId),
      ).toBe(50)
    } finally {
      db.close()
    }
  })
})
