import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as eventNewAction } from '~/routes/tenant.events_.new'
import { action as profileAction } from '~/routes/tenant.settings_.profile'
import { action as serviceNewAction } from '~/routes/tenant.services.new'
import { getDb } from '~/utils/db.server'
import { createStaff, createTenant, TEST_PASSWORD } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// Regression: the current-password check on the profile page had no
// limit; money fields took any amount.

type Handler = Parameters<typeof call>[0]

beforeEach(() => {
  getDb().delete(s.rateLimits).run()
})

async function admin() {
  const tenant = createTenant()
  const { user } = createStaff(tenant.id, 'tenant_admin')
  return { tenant, user, cookie: await staffCookie(user.id, tenant.id) }
}

describe('current password on the profile page', () => {
  it('allows 5 wrong guesses in 15 minutes, then refuses even the right one', async () => {
    const { tenant, cookie } = await admin()
    const change = (current: string) =>
      call(
        profileAction as Handler,
        makeRequest(`/tenant/settings/profile?tenant=${tenant.subdomain}`, {
          cookie,
          form: { intent: 'password', current_password: current, new_password: 'ein-neues-gutes-passwort-7' },
        }),
      )
    for (let i = 0; i < 5; i++) expect((await change(`falsch-${i}`)).status).toBe(400)
    const blocked = await change(TEST_PASSWORD)
    expect(blocked.status).toBe(429)
    expect(JSON.stringify(blocked.data)).toContain('Zu viele falsche Versuche')
  })
})

describe('money limits', () => {
  it('refuses a service price above 10.000.000,00 € next to the field', async () => {
    const { tenant, cookie } = await admin()
    const post = (net: string) =>
      call(
        serviceNewAction as Handler,
        makeRequest(`/tenant/services/new?tenant=${tenant.subdomain}`, {
          cookie,
          form: { name: 'Zelt', category: 'Technik', pricing_unit: 'flat_rate', tax_rate: '19', 'rows[0].net': net },
        }),
      )
    const refused = await post('10000000,01')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.data)).toContain('Höchstens 10.000.000,00 €')
    expect(
      getDb()
        .select()
        .from(s.services)
        .all()
        .filter((x) => x.tenantId === tenant.id),
    ).toHaveLength(0)
    expect((await post('99999999999999999')).status).toBe(400)
    expect((await post('10000000,00')).status).toBe(302)
  })

  it('refuses an event budget above 10.000.000,00 €', async () => {
    const { tenant, cookie } = await admin()
    const result = await call(
      eventNewAction as Handler,
      makeRequest(`/tenant/events/new?tenant=${tenant.subdomain}`, {
        cookie,
        form: { name: 'Fest', event_type: 'Hochzeit', event_date: '2027-06-01', budget: '10.000.000,01' },
      }),
    )
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.data)).toContain('Höchstens 10.000.000,00 €')
  })
})
