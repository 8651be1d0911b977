import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import * as page from '~/routes/tenant.integrations'
import { getDb } from '~/utils/db.server'
import { hashToken } from '~/utils/token.server'
import { createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

type Handler = Parameters<typeof call>[0]
const h = (fn: unknown) => fn as Handler

async function adminOf(overrides: Parameters<typeof createTenant>[0] = {}) {
  const tenant = createTenant(overrides)
  const { user } = createStaff(tenant.id, 'tenant_admin')
  return { tenant, cookie: await staffCookie(user.id, tenant.id) }
}

const keysOf = (tenantId: string) => getDb().select().from(s.apiKeys).where(eq(s.apiKeys.tenantId, tenantId)).all()

describe('API keys in /tenant/integrations', () => {
  it('shows a new key once and stores only its SHA-256 with a visible prefix', async () => {
    const { tenant, cookie } = await adminOf()
    const result = await call(
      h(page.action),
      makeRequest('/tenant/integrations', { cookie, form: { intent: 'create', name: 'CRM', scope: 'read-write' } }),
    )
    expect(result.status).toBe(200)
    const key = (result.data as { created: { key: string } }).created.key
    expect(key).toMatch(/^fp_live_[A-Za-z0-9_-]{43}$/)
    const [row] = keysOf(tenant.id)
    expect(row).toMatchObject({
      name: 'CRM',
      scope: 'read-write',
      keyHash: hashToken(key),
      prefix: `${key.slice(0, 12)}…`,
    })
    expect(JSON.stringify(row)).not.toContain(key)
    const list = await call(h(page.loader), makeRequest('/tenant/integrations', { cookie }))
    expect(JSON.stringify(list.data)).not.toContain(key)
  })

  it('refuses a missing name and an unknown scope with German messages', async () => {
    const { tenant, cookie } = await adminOf()
    const result = await call(
      h(page.action),
      makeRequest('/tenant/integrations', { cookie, form: { intent: 'create', name: '', scope: 'admin' } }),
    )
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.data)).toContain('Name ist erforderlich')
    expect(JSON.stringify(result.data)).toContain('Bitte wählen Sie eine Berechtigung')
    expect(keysOf(tenant.id)).toHaveLength(0)
  })

  it('revokes a key of its own tenant only', async () => {
    const a = await adminOf()
    const b = await adminOf()
    await call(
      h(page.action),
      makeRequest('/tenant/integrations', { cookie: a.cookie, form: { intent: 'create', name: 'A', scope: 'read' } }),
    )
    const [row] = keysOf(a.tenant.id)
    const foreign = await call(
      h(page.action),
      makeRequest('/tenant/integrations', { cookie: b.cookie, form: { intent: 'revoke', key_id: row!.id } }),
    )
    expect(foreign.status).toBe(404)
    expect(keysOf(a.tenant.id)[0]!.revokedAt).toBeNull()
    const own = await call(
      h(page.action),
      makeRequest('/tenant/integrations', { cookie: a.cookie, form: { intent: 'revoke', key_id: row!.id } }),
    )
    expect(own.status).toBe(302)
    expect(keysOf(a.tenant.id)[0]!.revokedAt).not.toBeNull()
  })

  it('explains the plan rule to Starter and creates nothing', async () => {
    const { tenant, cookie } = await adminOf({ status: 'active_paid', plan: 'starter' })
    const view = await call(h(page.loader), makeRequest('/tenant/integrations', { cookie }))
    expect(view.data).toMatchObject({ apiAllowed: false })
    const result = await call(
      h(page.action),
      makeRequest('/tenant/integrations', { cookie, form: { intent: 'create', name: 'X', scope: 'read' } }),
    )
    expect(result.status).toBe(403)
    expect(keysOf(tenant.id)).toHaveLength(0)
  })

  it('lets planners see the page but not manage keys', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_planner')
    const cookie = await staffCookie(user.id, tenant.id)
    const result = await call(
      h(page.action),
      makeRequest('/tenant/integrations', { cookie, form: { intent: 'create', name: 'X', scope: 'read' } }),
    )
    expect(result.status).toBe(403)
    expect(keysOf(tenant.id)).toHaveLength(0)
  })
})
