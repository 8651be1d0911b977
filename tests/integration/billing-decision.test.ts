import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action } from '~/routes/tenant.billing_.$offerId'
import { openOfferRequest } from '~/models/cart.server'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createEvent, createOfferRequest, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

function openOffer(tenantId: string) {
  const customer = createEndCustomer(tenantId)
  const event = createEvent(tenantId, { endCustomerId: customer.id })
  const offer = createOfferRequest(tenantId, event, customer)
  return { offer, event }
}

const row = (id: string) => getDb().select().from(s.offerRequests).where(eq(s.offerRequests.id, id)).get()!

describe('deciding an offer request', () => {
  it('declining records the decision, ends the cart lock and cannot be done twice; staff cannot accept a request', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_planner')
    const cookie = await staffCookie(user.id, tenant.id)
    const { offer, event } = openOffer(tenant.id)
    expect(openOfferRequest(tenant.id, event.id)).toBeTruthy()

    await call(action, makeRequest(`/tenant/billing/${offer.id}`, { cookie, form: { intent: 'accept' } }), {
      offerId: offer.id,
    })
    expect(row(offer.id).status).toBe('open')

    const declined = await call(
      action,
      makeRequest(`/tenant/billing/${offer.id}`, { cookie, form: { intent: 'decline' } }),
      { offerId: offer.id },
    )
    expect(declined.location).toBe(`/tenant/billing/${offer.id}`)
    expect(row(offer.id).status).toBe('declined')
    expect(row(offer.id).decidedAt).toBeGreaterThan(0)
    expect(openOfferRequest(tenant.id, event.id)).toBeFalsy()

    const again = await call(
      action,
      makeRequest(`/tenant/billing/${offer.id}`, { cookie, form: { intent: 'decline' } }),
      { offerId: offer.id },
    )
    expect(again.location).toBe(`/tenant/billing/${offer.id}`)
    expect(row(offer.id).status).toBe('declined')
  })

  it('declining works too; an unknown intent changes nothing', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    const { offer } = openOffer(tenant.id)
    await call(action, makeRequest(`/tenant/billing/${offer.id}`, { cookie, form: { intent: 'delete' } }), {
      offerId: offer.id,
    })
    expect(row(offer.id).status).toBe('open')
    await call(action, makeRequest(`/tenant/billing/${offer.id}`, { cookie, form: { intent: 'decline' } }), {
      offerId: offer.id,
    })
    expect(row(offer.id).status).toBe('declined')
  })

  it("another tenant's staff get 404 and nothing changes", async () => {
    const a = createTenant()
    const b = createTenant()
    const { user } = createStaff(b.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, b.id)
    const { offer } = openOffer(a.id)
    const result = await call(
      action,
      makeRequest(`/tenant/billing/${offer.id}`, { cookie, form: { intent: 'accept' } }),
      { offerId: offer.id },
    )
    expect(result.status).toBe(404)
    expect(row(offer.id).status).toBe('open')
  })
})
