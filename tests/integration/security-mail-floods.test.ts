import { like } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as planAction } from '~/routes/tenant.settings_.plan'
import { action as signupAction } from '~/routes/tenant-signup/route'
import { getDb } from '~/utils/db.server'
import { createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { mailsTo } from './customers-helpers'

// The sign-up's 'account exists' note could be sent to any registered address
// as often as the per-IP limit allowed (10 a minute, from many IPs more), and
// every plan request mailed the platform owner without a limit.

type Handler = Parameters<typeof call>[0]

beforeEach(() => {
  getDb().delete(s.rateLimits).run()
})

describe('mails anyone can trigger are limited', () => {
  it("the 'account exists' note: at most 3 an hour per address; the visitor sees the same answer every time", async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id)
    for (let i = 0; i < 6; i++) {
      // a new IP each time: only the per-IP counter starts over
      getDb().delete(s.rateLimits).where(like(s.rateLimits.key, 'auth-ip:%')).run()
      const form = {
        intent: 'signup',
        full_name: 'Eve',
        company: `Firma ${i}`,
        subdomain: `flut-${i}-${Date.now()}`,
        email: user.email,
        password: 'Blauer-Wal-tanzt-42',
      }
      const result = await call(signupAction as Handler, makeRequest('/tenant-signup', { form }))
      expect(result.status).toBe(302)
      expect(result.location).toBe('/tenant-signup?mode=login&registered=1')
    }
    expect(
      mailsTo(user.email).filter((m) => m.subject === 'Registrierung mit Ihrer E-Mail-Adresse – Festplan'),
    ).toHaveLength(3)
  })

  it('plan requests: the platform owner gets at most 3 mails a day per tenant, every request is still stored', async () => {
    const owner = createStaff(null, 'platform_owner')
    const tenant = createTenant({ status: 'active_paid', plan: 'starter' })
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    for (let i = 0; i < 6; i++) {
      const result = await call(
        planAction as Handler,
        makeRequest(`/tenant/settings/plan?tenant=${tenant.subdomain}`, {
          cookie,
          form: { plan: i % 2 ? 'pro' : 'business' },
        }),
      )
      expect(result.status).toBe(302)
    }
    expect(mailsTo(owner.user.email).filter((m) => m.subject.startsWith('Tarifanfrage'))).toHaveLength(3)
    expect(
      getDb()
        .select()
        .from(s.planRequests)
        .all()
        .filter((r) => r.tenantId === tenant.id),
    ).toHaveLength(6)
  })
})
