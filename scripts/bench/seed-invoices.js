// PROVISIONAL (analytics branch): the billing engineer's version of this file
// wins at merge. Tops a tenant up to `count` finalised invoices, written
// straight into the bench database: spread over the last 24 months, every
// fourth paid, every seventh partly paid, every 50th cancelled by a Storno
// (which is itself a finalised invoice and counts towards `count`).
import { randomUUID } from 'node:crypto'

const DAY = 86_400_000
const ymd = (ms) => new Date(ms).toISOString().slice(0, 10)

export function seedInvoices(sqlite, tenantId, count) {
  const have = sqlite.prepare("SELECT count(*) AS n FROM invoices WHERE tenant_id = ? AND status IN ('final', 'cancelled')").get(tenantId).n
  if (have >= count) return 0
  const insert = sqlite.prepare(
    `INSERT INTO invoices (id, tenant_id, kind, status, number, event_name, customer_name, cancels_invoice_id, issue_date, due_date,
       net_cents, vat_cents, gross_cents, payable_cents, paid_cents, finalized_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const now = Date.now()
  let added = 0
  sqlite.transaction(() => {
    for (let i = have; added < count - have; i++) {
      const issued = now - (i % 730) * DAY
      const net = 50_000 + (i % 97) * 1_000
      const vat = Math.round(net * 0.19)
      const gross = net + vat
      const paid = i % 4 === 0 ? gross : i % 7 === 0 ? Math.round(gross / 2) : 0
      const id = randomUUID()
      const cancel = i % 50 === 0 && paid === 0 && count - have - added >= 2
      insert.run(id, tenantId, 'single', cancel ? 'cancelled' : 'final', `BENCH-${tenantId.slice(0, 8)}-${i}`, `Veranstaltung ${i}`, `Kundin ${i}`, null, ymd(issued), ymd(issued + 14 * DAY), net, vat, gross, gross, paid, issued, issued)
      added++
      if (cancel) {
        const at = issued + DAY
        insert.run(randomUUID(), tenantId, 'cancellation', 'final', `BENCH-${tenantId.slice(0, 8)}-${i}-S`, `Veranstaltung ${i}`, `Kundin ${i}`, id, ymd(at), ymd(at), -net, -vat, -gross, -gross, 0, at, at)
        added++
      }
    }
  })()
  return added
}
