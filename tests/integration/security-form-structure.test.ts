import { describe, expect, it } from 'vitest'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { createStaff, createTenant } from '../support/factories'
import { HOSTILE_INTENTS, HUGE_UPDATE_INTENT, nestedNamesBody, wideNamesBody } from '../support/hostile-forms'
import { call, makeRequest, staffCookie } from '../support/requests'
import { billingWorld, offerRow } from './billing-helpers'
import { routeModules } from './route-modules'

// Nested field names (each index and name small) exhausted the heap on every
// action parsed with Conform; an intent updating line 100,000 of a draft offer
// kept a worker busy for minutes. Both are now a quick 400 before Conform runs.

type Handler = Parameters<typeof call>[0]
const withActions = routeModules().filter((r) => typeof r.mod.action === 'function')
const action = (file: string) => withActions.find((r) => r.file === `/app/routes/${file}`)!.mod.action as Handler
const PARAMS = {
  eventId: 'x',
  customerId: 'x',
  serviceId: 'x',
  templateId: 'x',
  tenantId: 'x',
  moduleId: 'x',
  memberId: 'x',
  offerId: 'x',
  invoiceId: 'x',
  endpointId: 'x',
  fileId: 'x',
  kind: 'x',
  id: 'x',
}

function post(path: string, body: string, cookie: string | null) {
  const url = new URL(path, 'http://localhost:3000')
  return new Request(url, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: url.origin,
      Host: url.host,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  })
}

describe('nested field names', () => {
  it('POST /forgot-password with 1,990 nested names is a 400 with a German message', async () => {
    const body = nestedNamesBody()
    expect(body.length).toBeGreaterThan(700_000)
    const result = await call(action('forgot-password.tsx'), post('/forgot-password', body, null))
    expect(result.status).toBe(400)
    expect(result.data).toBe('Ungültiges Formularfeld.')
  })

  it.each(withActions.map((r) => [r.file, r] as const))(
    '%s refuses deep and wide names with a small 4xx',
    async (_file, route) => {
      const tenant = createTenant()
      const { user } = createStaff(tenant.id, 'tenant_admin')
      const admin = await staffCookie(user.id, tenant.id)
      for (const body of [nestedNamesBody(200), wideNamesBody(400)]) {
        for (const cookie of [null, admin]) {
          const result = await call(
            route.mod.action as Handler,
            post(`${route.path}?tenant=${tenant.subdomain}`, body, cookie),
            PARAMS,
          )
          expect(result.status).toBeGreaterThanOrEqual(400)
          expect(result.status).toBeLessThan(500)
          expect(JSON.stringify(result.data ?? '').length).toBeLessThan(2000)
        }
      }
    },
  )
})

describe('Conform intents', () => {
  it('an update of line 100,000 on a draft offer is refused and the draft is unchanged', async () => {
    const w = billingWorld()
    const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    const before = JSON.stringify(offerRow(offerId))
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const path = `/tenant/offers/${offerId}?tenant=${w.tenant.subdomain}`
    for (const intent of HOSTILE_INTENTS) {
      const form = {
        'lines[0].text': 'Saal',
        'lines[0].quantity': '1',
        'lines[0].unit': 'Stück',
        'lines[0].unit_price': '100',
        'lines[0].vat_rate': '19',
        __intent__: intent,
      }
      const result = await call(action('tenant.offers.$offerId.tsx'), makeRequest(path, { cookie, form }), { offerId })
      expect(result.status, intent.slice(0, 80)).toBe(400)
      expect(result.data).toBe('Ungültige Formularaktion.')
    }
    expect(JSON.stringify(offerRow(offerId))).toBe(before)
    expect(HOSTILE_INTENTS).toContain(HUGE_UPDATE_INTENT)
  })

  it('a real list intent of the form still works (insert a line)', async () => {
    const w = billingWorld()
    const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const form = { 'lines[0].text': 'Saal', __intent__: JSON.stringify({ type: 'insert', payload: { name: 'lines' } }) }
    const result = await call(
      action('tenant.offers.$offerId.tsx'),
      makeRequest(`/tenant/offers/${offerId}?tenant=${w.tenant.subdomain}`, { cookie, form }),
      { offerId },
    )
    expect(result.status).toBeLessThan(400)
  })
})
