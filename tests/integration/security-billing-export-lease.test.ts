import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import { loader as formLoader } from '~/routes/tenant.billing_.export'
import { loader as zipLoader } from '~/routes/tenant.billing_.export[.zip]'
import { runWithRequestContext } from '~/utils/request-context.server'
import { makeRequest, staffCookie } from '../support/requests'
import { billingWorld } from './billing-helpers'

// The tax adviser ZIP renders every invoice PDF: one export at a time per
// tenant (across worker processes, so the lease lives in the database); a
// second one gets a German message and 429 while the first runs, and the
// form says that an export is running. Another tenant is not held up.

const line = { text: 'Saal', quantity: 1000, unit: 'flat' as const, unit_price: 100000, vat_rate: 19 }
const QUERY = 'from=2026-06-01&to=2026-06-30'

function withInvoice() {
  const w = billingWorld()
  const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
  saveOfferDraft(w.tenant.id, offerId, { lines: [line], valid_until: '2099-12-31', intro: null, closing: null })
  sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' })
  decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })
  const { id } = createInvoiceFromOffer(w.tenant.id, offerId, 'single') as { id: string }
  expect(finalizeInvoice(w.tenant.id, id, { type: 'system' }, Date.parse('2026-06-15T10:00:00Z'))).toMatchObject({
    ok: true,
  })
  return w
}

const inContext = <T>(fn: () => Promise<T>) =>
  runWithRequestContext({ method: 'GET', remoteAddress: '127.0.0.1', flyClientIp: null }, fn)

async function open(cookie: string, tenant: string) {
  return inContext(async () => {
    try {
      return (await zipLoader({
        request: makeRequest(`/tenant/billing/export.zip?${QUERY}&tenant=${tenant}`, { cookie }),
        params: {},
        context: {},
      })) as Response
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  })
}

describe('tax adviser export: one at a time per tenant', () => {
  it('a second export while the first streams gets 429 with a German message; after the first ends the next runs', async () => {
    const w = withInvoice()
    const other = withInvoice()
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const first = await open(cookie, w.tenant.subdomain)
    expect(first.status).toBe(200)
    const reader = first.body!.getReader()
    const begun = await reader.read() // the download has begun

    const second = await open(cookie, w.tenant.subdomain)
    expect(second.status).toBe(429)
    expect(await second.text()).toContain('Es läuft bereits ein Export')
    const form = await inContext(
      async () =>
        (await formLoader({
          request: makeRequest(`/tenant/billing/export?tenant=${w.tenant.subdomain}`, { cookie }),
          params: {},
          context: {},
        })) as { running: unknown },
    )
    expect(form.running).toBeTruthy()

    // another tenant is not held up
    const theirs = await open(await staffCookie(other.admin.user.id, other.tenant.id), other.tenant.subdomain)
    expect(theirs.status).toBe(200)
    await theirs.arrayBuffer()

    const chunks: Uint8Array[] = [begun.value!]
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value)
    expect(Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks.map((c) => Buffer.from(c))))))).toContain(
      'Rechnungen/RE-2026-0001.pdf',
    )

    const third = await open(cookie, w.tenant.subdomain)
    expect(third.status).toBe(200)
    await third.body!.cancel() // a cancelled download frees the tenant too
    expect((await open(cookie, w.tenant.subdomain)).status).toBe(200)
  })
})
