import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action } from '~/routes/customer-login'
import { customerLinkMailsSettled } from '~/services/auth/customer-login.server'
import { getDb } from '~/utils/db.server'
import { LIMITS, clear } from '~/services/security/rate-limit.server'
import { createEndCustomer, createTenant } from '../support/factories'
import { call, makeRequest } from '../support/requests'
import { mailsTo } from './customers-helpers'

// 'Neuen Link anfordern' must not tell by its timing whether an address has
// an account: the request does the same work for both (validate, count,
// queue) and the lookup, token and mail happen after the answer. Per IP the
// requests are limited like every other sign-in post.

type Handler = Parameters<typeof call>[0]
const post = (path: string, form: Record<string, string>) => call(action as Handler, makeRequest(path, { form }))

beforeEach(() => clear(LIMITS.authPostsPerIp, '127.0.0.1'))

describe('customer link request', () => {
  it('known and unknown addresses get the same answer; the known one is looked up and mailed only after it', async () => {
    const tenant = createTenant()
    const customer = createEndCustomer(tenant.id)
    const known = await post(`/customer-login?tenant=${tenant.subdomain}`, {
      intent: 'request-link',
      email: customer.email,
    })
    // the answer is there, the customer's token and mail are not yet: nothing about them ran on the request path
    expect(
      getDb()
        .select()
        .from(s.endCustomerAuthTokens)
        .where(eq(s.endCustomerAuthTokens.endCustomerId, customer.id))
        .all(),
    ).toHaveLength(0)
    expect(mailsTo(customer.email)).toHaveLength(0)
    const unknown = await post(`/customer-login?tenant=${tenant.subdomain}`, {
      intent: 'request-link',
      email: 'niemand@example.com',
    })
    expect(known.status).toBe(unknown.status)
    expect(JSON.stringify(known.data).replace(customer.email, 'X')).toBe(
      JSON.stringify(unknown.data).replace('niemand@example.com', 'X'),
    )
    await customerLinkMailsSettled()
    expect(mailsTo(customer.email)).toHaveLength(1)
    expect(mailsTo('niemand@example.com')).toHaveLength(0)
  })

  it('one IP gets 10 requests a minute, whatever the addresses; the 11th gets 429 and a message', async () => {
    const tenant = createTenant()
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await post(`/customer-login?tenant=${tenant.subdomain}`, {
            intent: 'request-link',
            email: `person${i}@example.com`,
          })
        ).status,
      ).toBe(200)
    }
    const refused = await post(`/customer-login?tenant=${tenant.subdomain}`, {
      intent: 'request-link',
      email: 'person10@example.com',
    })
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.data)).toContain('Zu viele Anfragen')
    await customerLinkMailsSettled()
  })
})
