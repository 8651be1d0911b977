import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { DAY_MS } from '~/domain/trial'
import { action as customersAction } from '~/routes/tenant.customers'
import { action as teamAction } from '~/routes/tenant.settings_.team'
import { getDb } from '~/utils/db.server'
import { sendCustomerLoginLink } from '~/services/mail/customer-login-mail.server'
import { admitTenantMail } from '~/services/mail/mail-limits.server'
import { createEndCustomer, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { mailsTo } from './customers-helpers'

// Regression: the 3-mails-per-15-minutes limit counted per customer
// row; deleting and re-creating the customer reset it, so a tenant could mail
// any address without end, even with an expired trial.

type Handler = Parameters<typeof call>[0]

beforeEach(() => {
  getDb().delete(s.rateLimits).run()
})

function recreate(tenantId: string, email: string) {
  getDb().delete(s.endCustomerAuthTokens).where(eq(s.endCustomerAuthTokens.tenantId, tenantId)).run()
  getDb().delete(s.endCustomers).where(eq(s.endCustomers.email, email)).run()
  return createEndCustomer(tenantId, { email })
}

describe('mail limits', () => {
  it('sends at most 5 mails an hour to one address, however often the customer is re-created', async () => {
    const email = `opfer-${Date.now()}@example.com`
    const tenant = createTenant()
    const results = []
    for (let i = 0; i < 8; i++) {
      const customer = recreate(tenant.id, email)
      results.push(await sendCustomerLoginLink({ tenantId: tenant.id, customerId: customer.id, actorUserId: null }))
    }
    expect(results.filter((r) => r.ok)).toHaveLength(5)
    expect(results.at(-1)).toEqual({ ok: false, reason: 'recipient-limit' })
    expect(mailsTo(email)).toHaveLength(5)
  })

  it('counts the address across tenants', async () => {
    const email = `quer-${Date.now()}@example.com`
    const sent = []
    for (let i = 0; i < 6; i++) {
      const tenant = createTenant()
      const customer = createEndCustomer(tenant.id, { email })
      sent.push((await sendCustomerLoginLink({ tenantId: tenant.id, customerId: customer.id, actorUserId: null })).ok)
    }
    expect(sent).toEqual([true, true, true, true, true, false])
  })

  it('allows 100 tenant mails an hour', () => {
    const tenant = createTenant()
    const now = Date.now()
    for (let i = 0; i < 100; i++) expect(admitTenantMail(tenant.id, `n${i}@example.com`, now)).toBeNull()
    expect(admitTenantMail(tenant.id, 'n101@example.com', now)).toBe('tenant-limit')
    expect(admitTenantMail(createTenant().id, 'n101@example.com', now)).toBeNull()
  })

  it.each([
    ['expired trial', { trialExpiresAt: Date.now() - DAY_MS }],
    ['suspended', { status: 'suspended' as const }],
  ])('a tenant with %s sends no login link and no invitation', async (_label, overrides) => {
    const tenant = createTenant(overrides)
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const customer = createEndCustomer(tenant.id)
    expect(await sendCustomerLoginLink({ tenantId: tenant.id, customerId: customer.id, actorUserId: user.id })).toEqual(
      { ok: false, reason: 'tenant-read-only' },
    )
    const cookie = await staffCookie(user.id, tenant.id)
    await call(
      customersAction as Handler,
      makeRequest(`/tenant/customers?tenant=${tenant.subdomain}`, {
        cookie,
        form: { intent: 'resend', customer_id: customer.id },
      }),
    )
    expect(mailsTo(customer.email)).toHaveLength(0)
    const invitee = `neu-${Date.now()}@example.com`
    await call(
      teamAction as Handler,
      makeRequest(`/tenant/settings/team?tenant=${tenant.subdomain}`, {
        cookie,
        form: { intent: 'invite', email: invitee, role: 'tenant_planner' },
      }),
    )
    expect(mailsTo(invitee)).toHaveLength(0)
    expect(getDb().select().from(s.invitations).where(eq(s.invitations.email, invitee)).all()).toHaveLength(0)
  })
})
