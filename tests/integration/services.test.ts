import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { parsePricing } from '~/domain/pricing'
import * as catalogue from '~/routes/tenant.services'
import * as create from '~/routes/tenant.services.new'
import * as edit from '~/routes/tenant.services.$serviceId.edit'
import * as remove from '~/routes/tenant.services.$serviceId.delete'
import { getDb } from '~/utils/db.server'
import { createService, createStaff, createTemplate, createTenant } from '../support/factories'
import { getToast } from '~/utils/toast.server'
import { call, cookieFrom, makeRequest, staffCookie } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

async function staffOf() {
  const tenant = createTenant()
  const { user } = createStaff(tenant.id, 'tenant_planner')
  return { tenant, cookie: await staffCookie(user.id, tenant.id) }
}

const serviceRow = (id: string) => getDb().select().from(s.services).where(eq(s.services.id, id)).get()

const form = (fields: Record<string, string>) => ({
  name: 'Fotobox',
  category: 'Unterhaltung',
  pricing_unit: 'flat_rate',
  tax_rate: '19',
  ...fields,
})

describe('isolation: staff of tenant B and tenant A’s services', () => {
  it('gets 404 for every service route and changes nothing', async () => {
    const a = await staffOf()
    const b = await staffOf()
    const service = createService(a.tenant.id, { name: 'Saalmiete A' })
    const before = serviceRow(service.id)
    const params = { serviceId: service.id }
    const cookie = b.cookie

    expect(
      (await call(h(edit.loader), makeRequest(`/tenant/services/${service.id}/edit`, { cookie }), params)).status,
    ).toBe(404)
    expect(
      (await call(h(remove.loader), makeRequest(`/tenant/services/${service.id}/delete`, { cookie }), params)).status,
    ).toBe(404)
    const editPost = await call(
      h(edit.action),
      makeRequest(`/tenant/services/${service.id}/edit`, {
        cookie,
        form: form({ name: 'Übernommen', 'rows[0].net': '1' }),
      }),
      params,
    )
    expect(editPost.status).toBe(404)
    const deletePost = await call(
      h(remove.action),
      makeRequest(`/tenant/services/${service.id}/delete`, { cookie, form: {} }),
      params,
    )
    expect(deletePost.status).toBe(404)
    const toggle = await call(
      h(catalogue.action),
      makeRequest('/tenant/services', { cookie, form: { intent: 'deactivate', service_id: service.id } }),
    )
    expect(toggle.status).toBe(404)

    expect(serviceRow(service.id)).toEqual(before)
    const list = await call(h(catalogue.loader), makeRequest('/tenant/services', { cookie }))
    expect(list.data).toMatchObject({ services: [], stats: { total: 0, active: 0, inactive: 0 } })
  })
})

describe('create', () => {
  it('saves exact pricing_json and fills in the side left empty', async () => {
    const { tenant, cookie } = await staffOf()
    const result = await call(
      h(create.action),
      makeRequest('/tenant/services/new', {
        cookie,
        form: form({ pricing_unit: 'flat_rate_plus_per_person', 'rows[0].net': '200', 'rows[1].gross': '21,42' }),
      }),
    )
    expect(result.status).toBe(302)
    expect(result.location).toBe('/tenant/services')
    const row = getDb().select().from(s.services).where(eq(s.services.tenantId, tenant.id)).get()!
    // 200 × 1,19 = 238,00 brutto; 21,42 / 1,19 = 18,00 netto
    expect(JSON.parse(row.pricingJson)).toEqual({
      unit: 'flat_rate_plus_per_person',
      taxRate: 19,
      flatRate: 200,
      flatRateGross: 238,
      perPersonRate: 18,
      perPersonRateGross: 21.42,
      priceBasis: 'net',
    })
    expect(JSON.parse(row.assetsJson)).toEqual({ category: 'Unterhaltung' })
  })

  it('answers 400 with the German field messages and saves nothing', async () => {
    const { tenant, cookie } = await staffOf()
    const result = await call(
      h(create.action),
      makeRequest('/tenant/services/new', {
        cookie,
        form: {
          name: ' ',
          category: '',
          pricing_unit: 'per_person_differentiated',
          tax_rate: '',
          'rows[0].person_group': 'adults',
          'rows[0].net': '30',
          'rows[1].person_group': 'adults',
          'rows[1].net': 'viel',
        },
      }),
    )
    expect(result.status).toBe(400)
    const error = (result.data as { result: { error: Record<string, string[]> } }).result.error
    expect(error.name).toEqual(['Name ist erforderlich'])
    expect(error.category).toEqual(['Kategorie ist erforderlich'])
    expect(error.tax_rate).toEqual(['Steuersatz ist erforderlich'])
    expect(getDb().select().from(s.services).where(eq(s.services.tenantId, tenant.id)).all()).toHaveLength(0)
  })

  it('refuses a person group twice and overlapping tiers', async () => {
    const { cookie } = await staffOf()
    const groups = await call(
      h(create.action),
      makeRequest('/tenant/services/new', {
        cookie,
        form: form({
          pricing_unit: 'per_person_differentiated',
          'rows[0].person_group': 'children',
          'rows[0].net': '1',
          'rows[1].person_group': 'children',
          'rows[1].net': '2',
        }),
      }),
    )
    expect(
      (groups.data as { result: { error: Record<string, string[]> } }).result.error['rows[1].person_group'],
    ).toEqual(['Jede Personengruppe darf nur einmal vorkommen'])
    const tiers = await call(
      h(create.action),
      makeRequest('/tenant/services/new', {
        cookie,
        form: form({
          pricing_unit: 'guest_tier_pricing',
          'rows[0].min_guests': '0',
          'rows[0].net': '1',
          'rows[1].min_guests': '100',
          'rows[1].net': '2',
        }),
      }),
    )
    // the first tier is open-ended, so it overlaps everything after it
    expect(
      (tiers.data as { result: { error: Record<string, string[]> } }).result.error['rows[1].min_guests']?.[0],
    ).toMatch(/Staffeln dürfen sich nicht überschneiden/)
  })

  it('an add-row intent re-renders the form and saves nothing', async () => {
    const { tenant, cookie } = await staffOf()
    const result = await call(
      h(create.action),
      makeRequest('/tenant/services/new', {
        cookie,
        form: form({ 'rows[0].net': '5', __intent__: JSON.stringify({ type: 'insert', payload: { name: 'rows' } }) }),
      }),
    )
    expect(result.status).toBe(200)
    expect((result.data as { result: { initialValue: { rows: unknown[] } } }).result.initialValue.rows).toHaveLength(2)
    expect(getDb().select().from(s.services).where(eq(s.services.tenantId, tenant.id)).all()).toHaveLength(0)
  })
})

describe('edit', () => {
  it('loads the rows of the stored pricing and saves changes', async () => {
    const { tenant, cookie } = await staffOf()
    const service = createService(tenant.id, {
      pricingJson: JSON.stringify({
        unit: 'guest_tier_pricing',
        taxRate: 7,
        tiers: [{ minGuests: 0, maxGuests: null, netPrice: 100, grossPrice: 107 }],
      }),
    })
    const loaded = await call(h(edit.loader), makeRequest(`/tenant/services/${service.id}/edit`, { cookie }), {
      serviceId: service.id,
    })
    expect(loaded.data).toMatchObject({
      defaultValue: {
        pricing_unit: 'guest_tier_pricing',
        tax_rate: '7',
        rows: [{ min_guests: '0', max_guests: '', net: '100,00', gross: '107,00' }],
      },
    })
    const saved = await call(
      h(edit.action),
      makeRequest(`/tenant/services/${service.id}/edit`, {
        cookie,
        form: form({ name: 'Neu', pricing_unit: 'per_piece', 'rows[0].net': '2.50' }),
      }),
      { serviceId: service.id },
    )
    expect(saved.status).toBe(302)
    expect(parsePricing(serviceRow(service.id)!.pricingJson)).toEqual({
      unit: 'per_piece',
      taxRate: 19,
      price: 2.5,
      grossPrice: 2.98,
      priceBasis: 'net',
    })
  })

  it('a broken pricing_json never breaks the pages', async () => {
    const { tenant, cookie } = await staffOf()
    const service = createService(tenant.id, { pricingJson: '{kaputt', assetsJson: 'auch kaputt' })
    const list = await call(h(catalogue.loader), makeRequest('/tenant/services', { cookie }))
    expect(list.status).toBe(200)
    expect(list.data).toMatchObject({ services: [{ id: service.id, pricing: null, category: 'Allgemein' }] })
    const loaded = await call(h(edit.loader), makeRequest(`/tenant/services/${service.id}/edit`, { cookie }), {
      serviceId: service.id,
    })
    expect(loaded.status).toBe(200)
  })
})

describe('status and delete', () => {
  it('toggles is_active and moves the counters', async () => {
    const { tenant, cookie } = await staffOf()
    const service = createService(tenant.id)
    const off = await call(
      h(catalogue.action),
      makeRequest('/tenant/services', { cookie, form: { intent: 'deactivate', service_id: service.id } }),
    )
    expect(off.status).toBe(302)
    expect(serviceRow(service.id)!.isActive).toBe(false)
    const list = await call(h(catalogue.loader), makeRequest('/tenant/services', { cookie }))
    expect(list.data).toMatchObject({ stats: { total: 1, active: 0, inactive: 1 } })
  })

  it('refuses to delete a service used in a template and names the template', async () => {
    const { tenant, cookie } = await staffOf()
    const service = createService(tenant.id)
    createTemplate(tenant.id, {
      name: 'Gartenfest',
      modulesJson: JSON.stringify({ modules: [{ id: 'm1', name: 'Catering', order: 0, serviceIds: [service.id] }] }),
    })
    createTemplate(tenant.id, {
      name: 'Leer',
      modulesJson: JSON.stringify({ modules: [{ id: 'm2', name: 'X', order: 0, serviceIds: [] }] }),
    })
    const dialog = await call(h(remove.loader), makeRequest(`/tenant/services/${service.id}/delete`, { cookie }), {
      serviceId: service.id,
    })
    expect(dialog.data).toMatchObject({ templates: ['Gartenfest'] })
    const result = await call(
      h(remove.action),
      makeRequest(`/tenant/services/${service.id}/delete`, { cookie, form: {} }),
      { serviceId: service.id },
    )
    expect(result.status).toBe(302)
    const { toast } = await getToast(
      new Request('http://localhost/', { headers: { Cookie: cookieFrom(result.headers.get('Set-Cookie')) } }),
    )
    expect(toast).toMatchObject({ type: 'error', title: 'Service konnte nicht gelöscht werden.' })
    expect(toast?.description).toContain('„Gartenfest“')
    expect(toast?.description).not.toContain('Leer')
    expect(serviceRow(service.id)).toBeDefined()
  })

  it('deletes an unused service', async () => {
    const { tenant, cookie } = await staffOf()
    const service = createService(tenant.id)
    const result = await call(
      h(remove.action),
      makeRequest(`/tenant/services/${service.id}/delete`, { cookie, form: {} }),
      { serviceId: service.id },
    )
    expect(result.status).toBe(302)
    expect(serviceRow(service.id)).toBeUndefined()
  })
})

describe('active services for the builder', () => {
  it('leaves out inactive services and other tenants’ services', async () => {
    const { listActiveServices } = await import('~/models/service.server')
    const a = createTenant()
    const b = createTenant()
    createService(a.id, { name: 'Bühne' })
    createService(a.id, { name: 'Alt', isActive: false })
    createService(b.id, { name: 'Fremd' })
    expect(listActiveServices(a.id).map((x) => x.name)).toEqual(['Bühne'])
  })
})

describe('the catalogue list', () => {
  type ListData = {
    services: Array<{ id: string; name: string }>
    found: number
    page: number
    pageCount: number
    stats: { total: number; active: number; inactive: number }
  }
  const list = async (cookie: string, query = '') =>
    (await call(h(catalogue.loader), makeRequest(`/tenant/services${query}`, { cookie }))).data as ListData

  it('shows 24 per page, newest first, counts all services and searches name, description and category', async () => {
    const { tenant, cookie } = await staffOf()
    const now = Date.now()
    for (let i = 1; i <= 30; i++) {
      createService(tenant.id, { name: `Leistung ${i}`, createdAt: now - (100 - i) * 1000, isActive: i % 3 !== 0 })
    }
    createService(tenant.id, {
      name: 'Blumenschmuck',
      description: 'Sträuße für ÜBERRASCHUNGSGÄSTE',
      createdAt: now - 500_000,
    })
    createService(tenant.id, {
      name: 'Zelt',
      assetsJson: JSON.stringify({ category: 'Außenbereich' }),
      createdAt: now - 600_000,
    })
    createService(createTenant().id, { name: 'Leistung fremd' })

    const first = await list(cookie)
    expect(first).toMatchObject({ found: 32, page: 1, pageCount: 2, stats: { total: 32, active: 22, inactive: 10 } })
    expect(first.services.map((x) => x.name).slice(0, 3)).toEqual(['Leistung 30', 'Leistung 29', 'Leistung 28'])
    expect(first.services).toHaveLength(24)
    const second = await list(cookie, '?page=2')
    expect(second.services.map((x) => x.name)).toEqual([
      'Leistung 6',
      'Leistung 5',
      'Leistung 4',
      'Leistung 3',
      'Leistung 2',
      'Leistung 1',
      'Blumenschmuck',
      'Zelt',
    ])
    expect((await list(cookie, '?page=99')).page).toBe(2)

    expect((await list(cookie, '?q=überraschung')).services.map((x) => x.name)).toEqual(['Blumenschmuck'])
    expect((await list(cookie, '?q=au%C3%9Fenbereich')).services.map((x) => x.name)).toEqual(['Zelt'])
    expect((await list(cookie, '?q=allgemein')).found).toBe(31)
    const search = await list(cookie, '?q=leistung')
    expect(search).toMatchObject({ found: 30, pageCount: 2, stats: { total: 32 } })
    expect((await list(cookie, '?q=%25')).found).toBe(0)
  })

  it('comes back to the same search and page after a status change', async () => {
    const { tenant, cookie } = await staffOf()
    const service = createService(tenant.id)
    const result = await call(
      h(catalogue.action),
      makeRequest('/tenant/services?q=service&page=2', {
        cookie,
        form: { intent: 'deactivate', service_id: service.id },
      }),
    )
    expect(result.location).toBe('/tenant/services?q=service&page=2')
  })
})
