import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as settingsAction } from '~/routes/tenant.settings_.billing'
import { action as invoiceAction } from '~/routes/tenant.invoices.$invoiceId'
import { action as offerAction } from '~/routes/tenant.offers.$offerId'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { getDb } from '~/utils/db.server'
import { call, makeRequest, staffCookie } from '../support/requests'
import { billingWorld, invoiceRow } from './billing-helpers'

const line = { text: 'Saal', quantity: 1000, unit: 'flat' as const, unit_price: 100000, vat_rate: 19 }

describe('billing forms refuse bad input in German and write nothing', () => {
  it('business data: a wrong IBAN and a pattern without counter', async () => {
    const w = billingWorld({ profile: false })
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const r = await call(
      settingsAction,
      makeRequest('/tenant/settings/billing', {
        cookie,
        form: { legal_name: 'X GmbH', iban: 'DE00 1234', invoice_pattern: 'RE-{YYYY}' },
      }),
    )
    expect(r.status).toBe(400)
    expect(JSON.stringify(r.data)).toContain('Bitte eine gültige IBAN eingeben')
    expect(JSON.stringify(r.data)).toContain('Das Muster braucht einen Zähler')
    expect(
      getDb().select().from(s.tenantBillingProfiles).where(eq(s.tenantBillingProfiles.tenantId, w.tenant.id)).get(),
    ).toBeUndefined()
  })

  it('business data: the automatic first reminder is off when empty, 1 … 180 days otherwise', async () => {
    const w = billingWorld({ profile: false })
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const form = {
      legal_name: 'Festzauber Eventplanung GmbH',
      street: 'Königsallee 12',
      postcode: '40212',
      city: 'Düsseldorf',
      country: 'DE',
      vat_id: 'DE123456789',
      contact_name: 'Jürgen Weiß',
      contact_email: 'rechnung@festzauber.example',
      iban: 'DE75512108001245126199',
      bic: 'SOGEDEFFXXX',
      payment_days: '14',
      chart_of_accounts: '03',
      offer_pattern: 'AN-{YYYY}-{NNNN}',
      invoice_pattern: 'RE-{YYYY}-{NNNN}',
    }
    const profile = () =>
      getDb().select().from(s.tenantBillingProfiles).where(eq(s.tenantBillingProfiles.tenantId, w.tenant.id)).get()
    const refused = await call(
      settingsAction,
      makeRequest('/tenant/settings/billing', { cookie, form: { ...form, reminder_after_days: '0' } }),
    )
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain(
      'Bitte eine Zahl von 1 bis 180 Tagen eingeben oder das Feld leer lassen',
    )
    expect(profile()).toBeUndefined()
    const off = await call(
      settingsAction,
      makeRequest('/tenant/settings/billing', { cookie, form: { ...form, reminder_after_days: '' } }),
    )
    expect(off.status).toBe(302)
    expect(profile()?.reminderAfterDays).toBeNull()
    const on = await call(
      settingsAction,
      makeRequest('/tenant/settings/billing', { cookie, form: { ...form, reminder_after_days: '7' } }),
    )
    expect(on.status).toBe(302)
    expect(profile()?.reminderAfterDays).toBe(7)
  })

  it('offer lines: negative quantity, absurd price, VAT 16 %', async () => {
    const w = billingWorld()
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    const form = {
      'lines[0].text': 'Saal',
      'lines[0].quantity': '-2',
      'lines[0].unit': 'piece',
      'lines[0].unit_price': '20000000',
      'lines[0].vat_rate': '16',
      intent: 'send',
    }
    const r = await call(offerAction, makeRequest(`/tenant/offers/${offerId}`, { cookie, form }), { offerId })
    expect(r.status).toBe(400)
    const text = JSON.stringify(r.data)
    expect(text).toContain('Die Menge muss größer als 0 sein')
    expect(text).toContain('höchstens 10.000.000')
    expect(text).toContain('19, 7 oder 0')
    expect(getDb().select().from(s.offers).where(eq(s.offers.id, offerId)).get()!.status).toBe('draft')
  })

  it('paying more than is open, and a double finalise keep the numbers', async () => {
    const w = billingWorld()
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    saveOfferDraft(w.tenant.id, offerId, { lines: [line], valid_until: '2099-12-31', intro: null, closing: null })
    sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' })
    decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })
    const { id } = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { id: string }
    const first = await call(
      invoiceAction,
      makeRequest(`/tenant/invoices/${id}`, { cookie, form: { intent: 'finalize', confirm: '1' } }),
      { invoiceId: id },
    )
    const second = await call(
      invoiceAction,
      makeRequest(`/tenant/invoices/${id}`, { cookie, form: { intent: 'finalize', confirm: '1' } }),
      { invoiceId: id },
    )
    expect(first.status).toBe(302)
    expect(second.status).toBe(302)
    expect(invoiceRow(id).number).toMatch(/-0001$/)
    const pay = await call(
      invoiceAction,
      makeRequest(`/tenant/invoices/${id}`, {
        cookie,
        form: { intent: 'payment', paid_on: '2026-11-20', amount: '1190,01' },
      }),
      { invoiceId: id },
    )
    expect(pay.status).toBe(400)
    expect(JSON.stringify(pay.data)).toContain('höher als der offene Betrag')
    expect(invoiceRow(id).paidCents).toBe(0)
    const badDay = await call(
      invoiceAction,
      makeRequest(`/tenant/invoices/${id}`, {
        cookie,
        form: { intent: 'payment', paid_on: '2026-02-31', amount: '5.000' },
      }),
      { invoiceId: id },
    )
    expect(badDay.status).toBe(400)
    expect(badDay.data).toMatchObject({
      errors: { paid_on: 'Bitte ein gültiges Zahlungsdatum eingeben (z. B. 15.03.2026)' },
      values: { paid_on: '2026-02-31', amount: '5.000' },
    })
    expect(invoiceRow(id).paidCents).toBe(0)
    // '1.000' is a thousand euros in German
    const thousand = await call(
      invoiceAction,
      makeRequest(`/tenant/invoices/${id}`, {
        cookie,
        form: { intent: 'payment', paid_on: '2026-11-20', amount: '1.000' },
      }),
      { invoiceId: id },
    )
    expect(thousand.status).toBe(302)
    expect(invoiceRow(id).paidCents).toBe(100000)
    expect(finalizeInvoice(w.tenant.id, id, { type: 'system' })).toEqual({ ok: false, reason: 'already' })
  })
})
