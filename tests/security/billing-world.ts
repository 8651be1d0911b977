import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import type { TenantWorld } from './world'

// Billing rows of a tenant of the isolation world, made on first use (kept
// out of world.ts so the areas do not edit one file): a draft offer, a sent
// offer and a finalised invoice, every text with the tenant's canary.

const made = new Map<string, { draftOffer: string; sentOffer: string; invoice: string }>()

export function billingRows(a: TenantWorld) {
  let rows = made.get(a.tenant.id)
  if (rows) return rows
  const db = getDb()
  const base = {
    tenantId: a.tenant.id,
    eventId: a.event.id,
    endCustomerId: a.customer.id,
    eventName: `Sommerfest ${a.canary}`,
    customerName: `Kundin ${a.canary}`,
  }
  const draft = db
    .insert(s.offers)
    .values({ ...base, validUntil: '2099-12-31' })
    .returning()
    .get()
  const sent = db
    .insert(s.offers)
    .values({ ...base, status: 'sent', number: `AN-${a.canary}`, validUntil: '2099-12-31', grossCents: 11900 })
    .returning()
    .get()
  for (const offerId of [draft.id, sent.id]) {
    db.insert(s.offerLines)
      .values({
        tenantId: a.tenant.id,
        offerId,
        position: 1,
        text: `Saal ${a.canary}`,
        quantityMilli: 1000,
        unitLabel: 'pauschal',
        unitPriceCents: 10000,
        vatRate: 19,
      })
      .run()
  }
  const invoice = db
    .insert(s.invoices)
    .values({
      ...base,
      offerId: sent.id,
      kind: 'single',
      status: 'final',
      number: `RE-${a.canary}`,
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      grossCents: 11900,
      payableCents: 11900,
      xml: `<xml>${a.canary}</xml>`,
      documentJson: null,
      finalizedAt: Date.now(),
    })
    .returning()
    .get()
  rows = { draftOffer: draft.id, sentOffer: sent.id, invoice: invoice.id }
  made.set(a.tenant.id, rows)
  return rows
}
