import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as statusAction } from '~/routes/owner.tenants.$tenantId'
import { loader as ownerLoader } from '~/routes/owner'
import { loader as statusPageLoader } from '~/routes/tenant-status'
import { loader as accountLoader } from '~/routes/tenant_.settings.account'
import { loader as tenantLoader } from '~/routes/tenant'
import { DAY_MS } from '~/domain/trial'
import { getDb } from '~/utils/db.server'
import { createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { mailsTo, toastOf } from './customers-helpers'

// Suspended, cancelled and expired tenants, and the owner's side of it.

type Handler = Parameters<typeof call>[0]

async function ownerCookie() {
  const { user } = createStaff(null, 'platform_owner')
  return staffCookie(user.id, null)
}

function tenantWithAdmin(overrides: Parameters<typeof createTenant>[0] = {}) {
  const tenant = createTenant(overrides)
  const adminEmail = `admin-${crypto.randomUUID()}@example.com`
  const { user: admin } = createStaff(tenant.id, 'tenant_admin', { email: adminEmail })
  const { user: planner } = createStaff(tenant.id, 'tenant_planner')
  return { tenant, admin, planner, adminEmail }
}

const tenantRow = (id: string) => getDb().select().from(s.tenants).where(eq(s.tenants.id, id)).get()!
const mailLogOf = (tenantId: string) => getDb().select().from(s.mailLog).where(eq(s.mailLog.tenantId, tenantId)).all()
const postStatus = async (tenantId: string, form: Record<string, string>) =>
  call(
    statusAction as Handler,
    makeRequest(`/owner/tenants/${tenantId}`, { cookie: await ownerCookie(), form: { tenant_id: tenantId, ...form } }),
    { tenantId },
  )

describe('owner: status change', () => {
  it('asks for confirmation first (nothing written, no mail), then changes and mails the admins', async () => {
    const { tenant, adminEmail } = tenantWithAdmin()
    const asked = await postStatus(tenant.id, { status: 'suspended' })
    expect(asked.status).toBe(200)
    expect(asked.data).toMatchObject({
      confirm: { status: 'suspended', statusLabel: 'Gesperrt', fromLabel: 'Test Aktiv' },
    })
    expect(tenantRow(tenant.id).status).toBe('trial_active')
    expect(mailsTo(adminEmail)).toHaveLength(0)

    const done = await postStatus(tenant.id, { status: 'suspended', confirm: '1' })
    expect(done.location).toBe('/owner')
    expect(tenantRow(tenant.id)).toMatchObject({ status: 'suspended', isActive: false })
    const [mail] = mailsTo(adminEmail)
    expect(mail!.subject).toContain('gesperrt')
    expect(mail!.text).toContain('Test Aktiv → Gesperrt')
    expect(mail!.text).toContain('http://localhost:3000/tenant-status')
    expect(mailLogOf(tenant.id).map((m) => m.kind)).toEqual(['tenant-status'])
  })

  it("'Bezahlt' needs a plan, stores it and the list shows it", async () => {
    const { tenant, adminEmail } = tenantWithAdmin()
    const missing = await postStatus(tenant.id, { status: 'active_paid', confirm: '1' })
    expect(missing.status).toBe(400)
    expect(JSON.stringify(missing.data)).toContain('Bitte wählen Sie den gebuchten Tarif.')
    expect(tenantRow(tenant.id).status).toBe('trial_active')

    await postStatus(tenant.id, { status: 'active_paid', plan: 'business', confirm: '1' })
    expect(tenantRow(tenant.id)).toMatchObject({ status: 'active_paid', plan: 'business' })
    expect(mailsTo(adminEmail)[0]!.subject).toContain('Tarif Business')
    const list = (
      await call(ownerLoader as Handler, makeRequest(`/owner?q=${tenant.subdomain}`, { cookie: await ownerCookie() }))
    ).data as { tenants: Array<{ id: string; plan: string | null; status: string }> }
    expect(list.tenants.find((t) => t.id === tenant.id)).toMatchObject({ status: 'active_paid', plan: 'business' })
  })

  it('extends a lapsed trial by days from now and mails the admins; a paid tenant has no trial to extend', async () => {
    const { tenant, adminEmail } = tenantWithAdmin({ status: 'trial_expired', trialExpiresAt: Date.now() - 3 * DAY_MS })
    const before = Date.now()
    const result = await postStatus(tenant.id, { intent: 'extend-trial', days: '5' })
    expect(result.status).toBe(302)
    expect((await toastOf(result))?.description).toMatch(/^Testphase bis \d{2}\.\d{2}\.\d{4} verlängert\.$/)
    const row = tenantRow(tenant.id)
    expect(row.status).toBe('trial_active')
    expect(row.trialExpiresAt! - before).toBeGreaterThanOrEqual(5 * DAY_MS)
    expect(row.trialExpiresAt! - before).toBeLessThan(5 * DAY_MS + 60_000)
    expect(mailsTo(adminEmail)[0]!.text).toContain('um 5 Tage verlängert')

    const bad = await postStatus(tenant.id, { intent: 'extend-trial', days: '0' })
    expect(bad.status).toBe(400)
    const paid = tenantWithAdmin({ status: 'active_paid', plan: 'pro' })
    const refused = await postStatus(paid.tenant.id, { intent: 'extend-trial', days: '5' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain('Nur eine laufende oder abgelaufene Testphase')
  })
})

describe('staff of a closed tenant', () => {
  it('are sent to /tenant-status: why, whom to contact, the plan; admins also reach their data export', async () => {
    const { tenant, admin, planner } = tenantWithAdmin({ status: 'suspended', isActive: false, plan: 'pro' })
    const adminCookie = await staffCookie(admin.id, tenant.id)
    const gone = await call(tenantLoader as Handler, makeRequest('/tenant', { cookie: adminCookie }))
    expect(gone.location).toBe('/tenant-status')

    const page = await call(statusPageLoader as Handler, makeRequest('/tenant-status', { cookie: adminCookie }))
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({
      reason: 'suspended',
      title: 'Zugang vorübergehend gesperrt',
      statusLabel: 'Gesperrt',
      plan: 'Pro',
      isAdmin: true,
      accountLink: true,
    })
    expect((page.data as { contact: { email: string | null } }).contact.email).toBeTruthy()
    expect(
      (await call(accountLoader as Handler, makeRequest('/tenant/settings/account', { cookie: adminCookie }))).status,
    ).toBe(200)

    const plannerCookie = await staffCookie(planner.id, tenant.id)
    const plannerPage = await call(
      statusPageLoader as Handler,
      makeRequest('/tenant-status', { cookie: plannerCookie }),
    )
    expect(plannerPage.data).toMatchObject({ isAdmin: false, accountLink: false })
  })

  it('an open tenant’s staff are sent back to /tenant; a tenant cancelled by the owner offers no export', async () => {
    const open = tenantWithAdmin()
    const back = await call(
      statusPageLoader as Handler,
      makeRequest('/tenant-status', { cookie: await staffCookie(open.admin.id, open.tenant.id) }),
    )
    expect(back.location).toBe('/tenant')

    const cancelled = tenantWithAdmin({ status: 'cancelled', isActive: false })
    const cookie = await staffCookie(cancelled.admin.id, cancelled.tenant.id)
    const page = await call(statusPageLoader as Handler, makeRequest('/tenant-status', { cookie }))
    expect(page.data).toMatchObject({ reason: 'cancelled', accountLink: false })
    expect((await call(accountLoader as Handler, makeRequest('/tenant/settings/account', { cookie }))).location).toBe(
      '/tenant-status',
    )
  })
})
