import { and, eq } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { describe, expect, it, vi } from 'vitest'
import * as s from '~/db/schema'
import { berlinDate } from '~/models/billing-document.server'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { storeMissingInvoicePdfs } from '~/models/invoice-pdf.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { cancelTenant, eraseTenant } from '~/models/tenant-cancellation.server'
import { loader as zipLoader } from '~/routes/tenant.billing_.export[.zip]'
import { action as invoiceAction } from '~/routes/tenant.invoices.$invoiceId'
import { loader as pdfLoader } from '~/routes/tenant.invoices_.$invoiceId.pdf'
import { getDb } from '~/utils/db.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { createEvent } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { billingWorld } from './billing-helpers'

// A finalised invoice's PDF is rendered once and kept: the finalising request
// stores it, downloads and the tax adviser ZIP hand out those very bytes, and
// an invoice finalised before PDFs were kept is rendered once by the first
// export, then stored.

const renders = vi.hoisted(() => ({ count: 0 }))
vi.mock('~/utils/einvoice/invoice-pdf.server', async (importOriginal) => {
  const original = await importOriginal<typeof import('~/utils/einvoice/invoice-pdf.server')>()
  return {
    ...original,
    renderInvoicePdf: async (...args: Parameters<typeof original.renderInvoicePdf>) => {
      renders.count++
      return original.renderInvoicePdf(...args)
    },
  }
})

const line = { text: 'Saalmiete Köln', quantity: 1000, unit: 'flat' as const, unit_price: 100000, vat_rate: 19 }

/** An accepted offer's invoice draft. */
function draftInvoice(w: ReturnType<typeof billingWorld>) {
  const event = createEvent(w.tenant.id, { endCustomerId: w.customer.id, eventDate: Date.UTC(2027, 5, 12, 10) })
  const offerId = createOfferFromEvent(w.tenant.id, event.id)!
  saveOfferDraft(w.tenant.id, offerId, { lines: [line], valid_until: '2099-12-31', intro: null, closing: null })
  sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' })
  decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'Sophie Müller', ip: null })
  return (createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { id: string }).id
}

function storedPdf(tenantId: string, invoiceId: string) {
  return getDb()
    .select()
    .from(s.invoicePdfs)
    .where(and(eq(s.invoicePdfs.tenantId, tenantId), eq(s.invoicePdfs.invoiceId, invoiceId)))
    .get()
}

async function exportZip(cookie: string) {
  const year = berlinDate(Date.now()).slice(0, 4) // invoices are dated on the day they are finalised
  const request = makeRequest(
    `/tenant/billing/export.zip?from=${year}-01-01&to=${year}-12-31&consultant_number=29098&client_number=55003`,
    { cookie },
  )
  return runWithRequestContext({ method: 'GET', remoteAddress: '127.0.0.1', flyClientIp: null }, async () => {
    const response = (await zipLoader({ request, params: {}, context: {} })) as Response
    expect(response.status).toBe(200)
    return unzipSync(new Uint8Array(await response.arrayBuffer()))
  })
}

const numberOf = (invoiceId: string) =>
  getDb().select({ number: s.invoices.number }).from(s.invoices).where(eq(s.invoices.id, invoiceId)).get()!.number!

/** The staff download, read as bytes inside the request context. */
async function downloadPdf(cookie: string, invoiceId: string) {
  const request = makeRequest(`/tenant/invoices/${invoiceId}/pdf`, { cookie })
  return runWithRequestContext({ method: 'GET', remoteAddress: '127.0.0.1', flyClientIp: null }, async () => {
    const response = (await pdfLoader({ request, params: { invoiceId }, context: {} })) as Response
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
  })
}

const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0

describe('Rechnungs-PDF wird einmal erzeugt und gespeichert', () => {
  it('finalising stores the PDF; the download and the ZIP hand out exactly those bytes without rendering again', async () => {
    const w = billingWorld()
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const id = draftInvoice(w)
    expect(storedPdf(w.tenant.id, id)).toBeUndefined()

    const done = await call(
      invoiceAction,
      makeRequest(`/tenant/invoices/${id}`, { cookie, form: { intent: 'finalize', confirm: '1' } }),
      { invoiceId: id },
    )
    expect(done.status).toBe(302)
    const stored = storedPdf(w.tenant.id, id)!
    expect(stored.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(stored.sizeBytes).toBe(stored.bytes.byteLength)

    // cancelling makes a Stornorechnung: its PDF is stored by the same request
    const cancel = await call(
      invoiceAction,
      makeRequest(`/tenant/invoices/${id}`, { cookie, form: { intent: 'cancel', confirm: '1' } }),
      { invoiceId: id },
    )
    expect(cancel.status).toBe(302)
    const stornoId = cancel.location!.split('/').pop()!.split('?')[0]!
    expect(storedPdf(w.tenant.id, stornoId)!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // the original's PDF stays as it was issued
    expect(same(storedPdf(w.tenant.id, id)!.bytes, stored.bytes)).toBe(true)

    renders.count = 0
    const download = await downloadPdf(cookie, id)
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Type')).toBe('application/pdf')
    expect(same(download.bytes, stored.bytes)).toBe(true)

    const files = await exportZip(cookie)
    const storno = storedPdf(w.tenant.id, stornoId)!.bytes
    expect(Object.keys(files).filter((name) => name.endsWith('.pdf'))).toEqual([
      `Rechnungen/${numberOf(id)}.pdf`,
      `Rechnungen/${numberOf(stornoId)}.pdf`,
    ])
    expect(same(files[`Rechnungen/${numberOf(id)}.pdf`]!, stored.bytes)).toBe(true)
    expect(same(files[`Rechnungen/${numberOf(stornoId)}.pdf`]!, storno)).toBe(true)
    expect(renders.count).toBe(0)
  })

  it('an invoice finalised before PDFs were kept is rendered by the first export only, then stored', async () => {
    const w = billingWorld()
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const ids = [draftInvoice(w), draftInvoice(w)]
    for (const id of ids) expect(finalizeInvoice(w.tenant.id, id, { type: 'system' })?.ok).toBe(true)
    expect(ids.map((id) => storedPdf(w.tenant.id, id))).toEqual([undefined, undefined])

    renders.count = 0
    const first = await exportZip(cookie)
    expect(renders.count).toBe(2)
    const numbers = ids.map(numberOf)
    for (const [i, id] of ids.entries())
      expect(same(first[`Rechnungen/${numbers[i]}.pdf`]!, storedPdf(w.tenant.id, id)!.bytes)).toBe(true)

    renders.count = 0
    const second = await exportZip(cookie)
    expect(renders.count).toBe(0)
    for (const number of numbers)
      expect(same(second[`Rechnungen/${number}.pdf`]!, first[`Rechnungen/${number}.pdf`]!)).toBe(true)
  })

  it('the stored PDFs stay with the invoices when a cancelled tenant is erased', async () => {
    const w = billingWorld()
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const id = draftInvoice(w)
    await call(
      invoiceAction,
      makeRequest(`/tenant/invoices/${id}`, { cookie, form: { intent: 'finalize', confirm: '1' } }),
      { invoiceId: id },
    )
    const bytes = storedPdf(w.tenant.id, id)!.bytes
    cancelTenant(w.tenant.id)
    expect(eraseTenant(w.tenant.id)).toBe(true)
    expect(same(storedPdf(w.tenant.id, id)!.bytes, bytes)).toBe(true)
  })
})

describe('Nachholen im Hintergrund', () => {
  it('the background step stores the PDFs of finalised invoices that have none, a few at a time, and leaves drafts alone', async () => {
    const w = billingWorld()
    const finalised = [draftInvoice(w), draftInvoice(w), draftInvoice(w)]
    for (const id of finalised) expect(finalizeInvoice(w.tenant.id, id, { type: 'system' })?.ok).toBe(true)
    const draft = draftInvoice(w)
    // earlier tests of this file may have left some without a PDF: store those first
    while ((await storeMissingInvoicePdfs(2)) === 2);
    expect(finalised.map((id) => storedPdf(w.tenant.id, id)?.bytes.subarray(0, 5).toString('latin1'))).toEqual([
      '%PDF-',
      '%PDF-',
      '%PDF-',
    ])
    expect(storedPdf(w.tenant.id, draft)).toBeUndefined()
    expect(await storeMissingInvoicePdfs(5)).toBe(0)
  })
})
