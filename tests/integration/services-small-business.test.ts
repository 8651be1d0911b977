import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import * as create from '~/routes/tenant.services.new'
import * as edit from '~/routes/tenant.services.$serviceId.edit'
import { getDb } from '~/utils/db.server'
import { call, makeRequest, staffCookie } from '../support/requests'
import { billingWorld } from './billing-helpers'

// A Kleinunternehmer (§ 19 UStG) charges no VAT: the service form asks for no
// rate and no drinks share, and a service saves without one (rate 0, no share),
// whatever a hand-made post sends.

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler
const serviceRows = (tenantId: string) =>
  getDb().select().from(s.services).where(eq(s.services.tenantId, tenantId)).all()

describe('service form of a Kleinunternehmer', () => {
  it('the form says it needs no rate; a post without tax_rate saves the price as the price, at rate 0', async () => {
    const w = billingWorld({ smallBusiness: true })
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    expect((await call(h(create.loader), makeRequest('/tenant/services/new', { cookie }))).data).toEqual({
      smallBusiness: true,
    })
    const result = await call(
      h(create.action),
      makeRequest('/tenant/services/new', {
        cookie,
        form: { name: 'Trauredner', category: 'Zeremonie', pricing_unit: 'flat_rate', 'rows[0].net': '450' },
      }),
    )
    expect(result.status).toBe(302)
    const [row] = serviceRows(w.tenant.id)
    expect(JSON.parse(row!.pricingJson)).toMatchObject({ unit: 'flat_rate', taxRate: 0, price: 450, grossPrice: 450 })
    expect(row!.vatSplitPercent).toBeNull()
  })

  it('a rate or a drinks share sent anyway is not stored, on create and on edit', async () => {
    const w = billingWorld({ smallBusiness: true })
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const form = {
      name: 'Hochzeitsmenü',
      category: 'Catering',
      pricing_unit: 'per_person',
      tax_rate: '19',
      vat_split_percent: '30',
      'rows[0].net': '89',
    }
    expect((await call(h(create.action), makeRequest('/tenant/services/new', { cookie, form }))).status).toBe(302)
    const [row] = serviceRows(w.tenant.id)
    expect(JSON.parse(row!.pricingJson)).toMatchObject({ unit: 'per_person', taxRate: 0, price: 89, grossPrice: 89 })
    expect(row!.vatSplitPercent).toBeNull()

    const params = { serviceId: row!.id }
    expect(
      (await call(h(edit.loader), makeRequest(`/tenant/services/${row!.id}/edit`, { cookie }), params)).data,
    ).toMatchObject({ smallBusiness: true })
    const saved = await call(
      h(edit.action),
      makeRequest(`/tenant/services/${row!.id}/edit`, {
        cookie,
        form: { ...form, tax_rate: '7', 'rows[0].net': '95' },
      }),
      params,
    )
    expect(saved.status).toBe(302)
    const after = serviceRows(w.tenant.id)[0]!
    expect(JSON.parse(after.pricingJson)).toMatchObject({ taxRate: 0, price: 95, grossPrice: 95 })
    expect(after.vatSplitPercent).toBeNull()
  })

  it('a tenant that charges VAT still has to choose a rate', async () => {
    const w = billingWorld()
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const result = await call(
      h(create.action),
      makeRequest('/tenant/services/new', {
        cookie,
        form: { name: 'Trauredner', category: 'Zeremonie', pricing_unit: 'flat_rate', 'rows[0].net': '450' },
      }),
    )
    expect(result.status).toBe(400)
    expect(serviceRows(w.tenant.id)).toEqual([])
  })
})
