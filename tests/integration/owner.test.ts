import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { loader as ownerLoader } from '~/routes/owner'
import { action as statusAction, loader as detailsLoader } from '~/routes/owner.tenants.$tenantId'
import { loader as tenantLoader } from '~/routes/tenant'
import { action as settingsAction } from '~/routes/tenant.settings'
import { DAY_MS } from '~/domain/trial'
import { getDb } from '~/utils/db.server'
import { createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

async function ownerCookie() {
  const { user } = createStaff(null, 'platform_owner')
  return staffCookie(user.id, null)
}

describe('owner console', () => {
  it('counts tenants by effective status and lists users and events per tenant', async () => {
    const now = Date.now()
    const active = createTenant({ trialExpiresAt: now + 5 * DAY_MS })
    createTenant({ trialExpiresAt: now - 1000 }) // lapsed: counts as expired
    createTenant({ status: 'trial_expired', trialExpiresAt: now - DAY_MS })
    createTenant({ status: 'active_paid', plan: 'pro', trialExpiresAt: null })
    createTenant({ status: 'suspended', isActive: false })
    createStaff(active.id, 'tenant_admin')
    createStaff(active.id, 'tenant_planner')
    createEvent(active.id)
    const result = await call(ownerLoader, makeRequest('/owner', { cookie: await ownerCookie() }))
    const body = result.data as Awaited<ReturnType<typeof ownerLoader>>
    expect(body.counters).toEqual({ total: 5, activeTrials: 1, paid: 1, expiredTrials: 2 })
    const row = body.tenants.find((t) => t.id === active.id)!
    expect(row).toMatchObject({ users: 2, events: 1, status: 'trial_active' })
    expect(body.tenants.map((t) => t.createdAt)).toEqual(
      [...body.tenants.map((t) => t.createdAt)].sort((a, b) => b - a),
    )
  })

  it('pages the tenants by 50, newest first, and finds them by name or subdomain', async () => {
    const now = Date.now()
    const tag = `Seiten${now}`
    const before = (await call(ownerLoader, makeRequest('/owner', { cookie: await ownerCookie() }))).data as {
      total: number
    }
    for (let i = 1; i <= 55; i++)
      createTenant({ name: `${tag} Firma ${i}`, subdomain: `firma-${i}-${now}`, createdAt: now + i * 1000 })
    const cookie = await ownerCookie()
    type Body = {
      tenants: Array<{ name: string }>
      total: number
      page: number
      pageCount: number
      counters: { total: number }
    }
    const load = async (query: string) =>
      (await call(ownerLoader, makeRequest(`/owner${query}`, { cookie }))).data as Body
    const first = await load('')
    expect(first).toMatchObject({ total: before.total + 55, page: 1, counters: { total: before.total + 55 } })
    expect(first.tenants).toHaveLength(50)
    expect(first.tenants[0]!.name).toBe(`${tag} Firma 55`)
    const tagged = await load(`?q=${tag.toUpperCase()}&page=2`)
    expect(tagged).toMatchObject({ total: 55, page: 2, pageCount: 2 })
    expect(tagged.tenants.map((t) => t.name)).toEqual([5, 4, 3, 2, 1].map((i) => `${tag} Firma ${i}`))
    expect((await load(`?q=${tag} Firma 12`)).tenants.map((t) => t.name)).toEqual([`${tag} Firma 12`])
    expect((await load(`?q=firma-7-${now}`)).tenants.map((t) => t.name)).toEqual([`${tag} Firma 7`])
    expect(await load('?q=gibt-es-nicht')).toMatchObject({
      total: 0,
      tenants: [],
      counters: { total: before.total + 55 },
    })
  })

  it('sends non-owners away from /owner and /owner/*', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    expect((await call(ownerLoader, makeRequest('/owner', { cookie }))).location).toBe('/')
    expect(
      (await call(detailsLoader, makeRequest(`/owner/tenants/${tenant.id}`, { cookie }), { tenantId: tenant.id }))
        .location,
    ).toBe('/')
    const post = await call(
      statusAction,
      makeRequest(`/owner/tenants/${tenant.id}`, { cookie, form: { tenant_id: tenant.id, status: 'suspended' } }),
      { tenantId: tenant.id },
    )
    expect(post.location).toBe('/')
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, tenant.id)).get()!.status).toBe('trial_active')
  })

  it('suspending stops the tenant staff at once and setting it back restores them', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const staff = await staffCookie(user.id, tenant.id)
    const owner = await ownerCookie()
    expect((await call(tenantLoader, makeRequest('/tenant', { cookie: staff }))).status).toBe(200)

    const suspend = await call(
      statusAction,
      makeRequest(`/owner/tenants/${tenant.id}`, {
        cookie: owner,
        form: { tenant_id: tenant.id, status: 'suspended', confirm: '1' },
      }),
      { tenantId: tenant.id },
    )
    expect(suspend.location).toBe('/owner')
    const row = getDb().select().from(s.tenants).where(eq(s.tenants.id, tenant.id)).get()!
    expect(row).toMatchObject({ status: 'suspended', isActive: false })
    // the staff are told why on the status page instead of 'Tenant nicht gefunden'
    const blocked = await call(tenantLoader, makeRequest('/tenant', { cookie: staff }))
    expect(blocked.status).toBe(302)
    expect(blocked.location).toBe('/tenant-status')

    await call(
      statusAction,
      makeRequest(`/owner/tenants/${tenant.id}`, {
        cookie: owner,
        form: { tenant_id: tenant.id, status: 'active_paid', plan: 'pro', confirm: '1' },
      }),
      { tenantId: tenant.id },
    )
    expect((await call(tenantLoader, makeRequest('/tenant', { cookie: staff }))).status).toBe(200)
  })

  it('refuses an unknown status and a tenant id that does not match the URL', async () => {
    const tenant = createTenant()
    const other = createTenant()
    const owner = await ownerCookie()
    const bad = await call(
      statusAction,
      makeRequest(`/owner/tenants/${tenant.id}`, { cookie: owner, form: { tenant_id: tenant.id, status: 'deleted' } }),
      { tenantId: tenant.id },
    )
    expect(bad.status).toBe(400)
    const mismatch = await call(
      statusAction,
      makeRequest(`/owner/tenants/${tenant.id}`, { cookie: owner, form: { tenant_id: other.id, status: 'suspended' } }),
      { tenantId: tenant.id },
    )
    expect(mismatch.status).toBe(404)
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, other.id)).get()!.status).toBe('trial_active')
  })
})

describe('trial lifecycle', () => {
  it('stores a lapsed trial as expired when the tenant next writes', async () => {
    const tenant = createTenant({ trialExpiresAt: Date.now() - 1000 })
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    const read = await call(tenantLoader, makeRequest('/tenant', { cookie }))
    expect(read.status).toBe(200)
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, tenant.id)).get()!.status).toBe('trial_active')
    await call(
      settingsAction,
      makeRequest('/tenant/settings', { cookie, form: { intent: 'branding', primary_color: '#112233' } }),
    )
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, tenant.id)).get()!.status).toBe('trial_expired')
  })
})

describe('branding', () => {
  it('lets an admin save valid colours and a listed font, and refuses bad values on their fields', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    const bad = await call(
      settingsAction,
      makeRequest('/tenant/settings', {
        cookie,
        form: { intent: 'branding', primary_color: 'red', secondary_color: '#12345g', font_family: 'Comic Sans' },
      }),
    )
    expect(bad.status).toBe(400)
    const reply = (bad.data as { result: { error: Record<string, string[]> } }).result
    expect(reply.error.primary_color?.[0]).toContain('#rrggbb')
    expect(reply.error.secondary_color?.[0]).toContain('#rrggbb')
    expect(reply.error.font_family?.[0]).toBe('Bitte wählen Sie eine Schriftart aus der Liste')
    const ok = await call(
      settingsAction,
      makeRequest('/tenant/settings', {
        cookie,
        form: { intent: 'branding', primary_color: '#AA0000', secondary_color: '#00aa00', font_family: 'Lato' },
      }),
    )
    expect(ok.location).toBe('/tenant/settings')
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, tenant.id)).get()).toMatchObject({
      primaryColor: '#aa0000',
      secondaryColor: '#00aa00',
      fontFamily: 'Lato',
    })
  })

  it('does not let a planner change branding', async () => {
    const tenant = createTenant({ primaryColor: '#111111' })
    const { user } = createStaff(tenant.id, 'tenant_planner')
    const cookie = await staffCookie(user.id, tenant.id)
    const result = await call(
      settingsAction,
      makeRequest('/tenant/settings', { cookie, form: { intent: 'branding', primary_color: '#222222' } }),
    )
    expect(result.status).toBe(403)
    expect(getDb().select().from(s.tenants).where(eq(s.tenants.id, tenant.id)).get()!.primaryColor).toBe('#111111')
  })
})
