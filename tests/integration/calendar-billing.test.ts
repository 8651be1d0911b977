import { describe, expect, it } from 'vitest'
import nodeIcal from 'node-ical'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { recordPayment } from '~/models/invoice-payment.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { loader as calendarLoader } from '~/routes/tenant.calendar'
import { loader as feedLoader } from '~/routes/calendar.feed.$token'
import { action as settingsAction } from '~/routes/tenant.settings_.calendar'
import { createEvent, createStaff } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { billingWorld } from './billing-helpers'

// Offer validity ends and invoice due dates on the calendar page and in the
// feed: tenant-scoped, 'Nur meine' by the event's planner,
// gone once the offer is decided or the invoice paid.

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler
type Entry = { kind: string; title: string; href: string; status: string | null }
const line = { text: 'Saal', quantity: 1000, unit: 'flat' as const, unit_price: 100000, vat_rate: 19 }
const actor = { id: 'u', name: 'A' }

function sentOffer(w: ReturnType<typeof billingWorld>, eventId: string, validUntil: string) {
  const id = createOfferFromEvent(w.tenant.id, eventId)!
  saveOfferDraft(w.tenant.id, id, { lines: [line], valid_until: validUntil, intro: null, closing: null })
  expect(sendOffer(w.tenant.id, id, actor).ok).toBe(true)
  return id
}

/** An invoice finalised on 1 March 2030: due 15 March (14 days). */
function openInvoice(w: ReturnType<typeof billingWorld>, eventId: string) {
  const offerId = sentOffer(w, eventId, '2099-12-31')
  decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })
  const { id } = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { id: string }
  const r = finalizeInvoice(w.tenant.id, id, { type: 'system' }, Date.parse('2030-03-01T10:00:00Z'))
  if (!r?.ok) throw new Error(JSON.stringify(r))
  return r.invoice
}

async function world() {
  const w = billingWorld()
  const planner = createStaff(w.tenant.id, 'tenant_planner')
  const mine = createEvent(w.tenant.id, {
    name: 'Sommerfest Brauerei',
    status: 'confirmed',
    endCustomerId: w.customer.id,
    assignedPlannerId: planner.user.id,
    eventDate: Date.parse('2030-07-01T10:00:00Z'),
  })
  const offer = sentOffer(w, mine.id, '2030-03-14')
  const invoice = openInvoice(w, w.event.id)
  const paid = openInvoice(w, createEvent(w.tenant.id, { name: 'Bezahlt', endCustomerId: w.customer.id }).id)
  expect(recordPayment(w.tenant.id, paid.id, '2030-03-02', paid.payableCents)).toEqual({ ok: true })
  // another tenant with the same kinds of dates
  const other = billingWorld()
  sentOffer(
    other,
    createEvent(other.tenant.id, { name: 'Fremdes Fest', endCustomerId: other.customer.id }).id,
    '2030-03-14',
  )
  openInvoice(other, other.event.id)
  return {
    w,
    planner,
    mine,
    offer,
    invoice,
    paid,
    admin: await staffCookie(w.admin.user.id, w.tenant.id),
    plannerCookie: await staffCookie(planner.user.id, w.tenant.id),
  }
}

async function month(cookie: string, query: string) {
  const r = await call(h(calendarLoader), makeRequest(`/tenant/calendar?${query}`, { cookie }))
  expect(r.status).toBe(200)
  return (r.data as { entries: Record<string, Entry[]> }).entries
}

describe('billing dates on the calendar', () => {
  it('the page shows a sent offer’s last valid day and an open invoice’s due date, linked, and nothing of another tenant', async () => {
    const t = await world()
    const entries = await month(t.admin, 'month=2030-03')
    expect(entries['2030-03-14']).toEqual([
      expect.objectContaining({
        kind: 'offer-valid-until',
        title: expect.stringMatching(/^Angebot gültig bis: AN-\d{4}-0001 Sommerfest Brauerei$/),
        href: `/tenant/offers/${t.offer}`,
        status: null,
      }),
    ])
    expect(entries['2030-03-15']).toEqual([
      expect.objectContaining({
        kind: 'invoice-due',
        href: `/tenant/invoices/${t.invoice.id}`,
      }),
    ])
    expect(entries['2030-03-15']![0]!.title).toBe(`Rechnung fällig: ${t.invoice.number} ${t.invoice.eventName}`)
    // the accepted offers and the paid invoice are not there; nothing of the other tenant
    expect(
      Object.values(entries)
        .flat()
        .filter((e) => e.kind !== 'event' && e.kind !== 'deadline'),
    ).toHaveLength(2)
    expect(JSON.stringify(entries)).not.toContain('Fremdes Fest')
    expect(await month(t.admin, 'month=2030-04')).toEqual({})
  })

  it('follows the linked event for ‘Nur meine’ and the status filter', async () => {
    const t = await world()
    const mine = Object.values(await month(t.plannerCookie, 'month=2030-03&mine=1')).flat()
    expect(mine.map((e) => e.href)).toEqual([`/tenant/offers/${t.offer}`])
    // the invoice's event was confirmed when its offer was accepted
    const confirmed = Object.values(await month(t.admin, 'month=2030-03&status=confirmed')).flat()
    expect(confirmed.map((e) => e.kind).sort()).toEqual(['invoice-due', 'offer-valid-until'])
    const drafts = Object.values(await month(t.admin, 'month=2030-03&status=draft')).flat()
    expect(drafts.filter((e) => e.kind !== 'event' && e.kind !== 'deadline')).toEqual([])
  })

  it('the feed carries both as all-day entries linked to their pages; a payment raises SEQUENCE, paying in full removes the entry', async () => {
    const t = await world()
    const created = await call(
      h(settingsAction),
      makeRequest('/tenant/settings/calendar', { form: { intent: 'create', scope: 'all' }, cookie: t.admin }),
    )
    const url = new URL((created.data as { created: { url: string } }).created.url)
    const token = url.pathname.split('/').pop()!
    const feed = async () => {
      const r = await call(h(feedLoader), makeRequest(url.pathname + url.search), { token })
      expect(r.status).toBe(200)
      const parsed = Object.values(nodeIcal.sync.parseICS(String(r.data))) as unknown as Array<{
        type: string
        uid: string
        summary: string
        sequence: string
        url: string | { val: string }
        start: Date & { dateOnly?: boolean }
      }>
      return { text: String(r.data), byUid: new Map(parsed.filter((v) => v.type === 'VEVENT').map((v) => [v.uid, v])) }
    }
    const first = await feed()
    const offer = first.byUid.get(`${t.offer}-valid@festplan`)!
    expect(offer.summary).toMatch(/^Angebot gültig bis: AN-\d{4}-0001 Sommerfest Brauerei$/)
    expect(offer.start.dateOnly).toBe(true)
    expect(first.text).toMatch(new RegExp(`UID:${t.offer}-valid@festplan[\\s\\S]*?DTSTART;VALUE=DATE:20300314`))
    expect(first.text).toMatch(new RegExp(`UID:${t.invoice.id}-due@festplan[\\s\\S]*?DTSTART;VALUE=DATE:20300315`))
    const due = first.byUid.get(`${t.invoice.id}-due@festplan`)!
    expect(typeof due.url === 'string' ? due.url : due.url.val).toContain(`/tenant/invoices/${t.invoice.id}`)
    expect(Number(due.sequence)).toBe(0)
    expect(first.byUid.has(`${t.paid.id}-due@festplan`)).toBe(false)
    expect(first.text).not.toContain('Fremdes Fest')

    expect(recordPayment(t.w.tenant.id, t.invoice.id, '2030-03-05', 10000)).toEqual({ ok: true })
    expect(Number((await feed()).byUid.get(`${t.invoice.id}-due@festplan`)!.sequence)).toBe(1)
    expect(recordPayment(t.w.tenant.id, t.invoice.id, '2030-03-06', t.invoice.payableCents - 10000)).toEqual({
      ok: true,
    })
    expect((await feed()).byUid.has(`${t.invoice.id}-due@festplan`)).toBe(false)
  })
})
