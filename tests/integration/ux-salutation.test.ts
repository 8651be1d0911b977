import { describe, expect, it } from 'vitest'
import * as customers from '~/routes/api.v1.customers'
import * as customer from '~/routes/api.v1.customers.$customerId'
import { action as newAction } from '~/routes/tenant.customers.new'
import { action as editAction } from '~/routes/tenant.customers.$customerId.edit'
import { createEndCustomer, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { apiTenant, api } from './api-helpers'
import { customersOf, mailsTo } from './customers-helpers'

// Anrede and title on customers; the login mail opens with them.

type Handler = Parameters<typeof call>[0]

async function staff() {
  const tenant = createTenant()
  const { user } = createStaff(tenant.id, 'tenant_planner')
  return { tenant, cookie: await staffCookie(user.id, tenant.id) }
}

describe('Anrede on the customer form', () => {
  it('stores Frau with a title and the login mail opens formally', async () => {
    const { tenant, cookie } = await staff()
    const result = await call(
      newAction as Handler,
      makeRequest('/tenant/customers/new', {
        cookie,
        form: { salutation: 'frau', title: 'Dr.', name: 'Lisa Becker', email: 'lisa@example.com', send_login: 'on' },
      }),
    )
    expect(result.status).toBe(302)
    expect(customersOf(tenant.id)[0]).toMatchObject({ salutation: 'frau', title: 'Dr.' })
    expect(mailsTo('lisa@example.com')[0]!.text).toMatch(/^Sehr geehrte Frau Dr\. Becker,$/m)
  })

  it("'divers / keine Anrede' is stored as none and the mail says 'Guten Tag' with the full name", async () => {
    const { tenant, cookie } = await staff()
    await call(
      newAction as Handler,
      makeRequest('/tenant/customers/new', {
        cookie,
        form: { salutation: 'none', name: 'Lisa Becker', email: 'lisa2@example.com', send_login: 'on' },
      }),
    )
    expect(customersOf(tenant.id)[0]).toMatchObject({ salutation: null, title: null })
    expect(mailsTo('lisa2@example.com')[0]!.text).toMatch(/^Guten Tag Lisa Becker,$/m)
  })

  it('refuses an unknown Anrede next to the field and saves nothing', async () => {
    const { tenant, cookie } = await staff()
    const result = await call(
      newAction as Handler,
      makeRequest('/tenant/customers/new', {
        cookie,
        form: { salutation: 'mx', name: 'Lisa Becker', email: 'lisa3@example.com' },
      }),
    )
    expect(result.status).toBe(400)
    expect(JSON.stringify(result.data)).toContain('Bitte wählen Sie eine Anrede')
    expect(customersOf(tenant.id)).toHaveLength(0)
  })

  it('the edit form changes the Anrede', async () => {
    const { tenant, cookie } = await staff()
    const c = createEndCustomer(tenant.id, { name: 'Jonas Krause', email: 'jonas@example.com' })
    const result = await call(
      editAction as Handler,
      makeRequest(`/tenant/customers/${c.id}/edit`, {
        cookie,
        form: { salutation: 'herr', title: '', name: 'Jonas Krause', email: 'jonas@example.com', is_active: 'on' },
      }),
      { customerId: c.id },
    )
    expect(result.status).toBe(302)
    expect(customersOf(tenant.id)[0]).toMatchObject({ salutation: 'herr', title: null })
  })
})

describe('Anrede in the API', () => {
  it('creates, reads and patches salutation and title; a PATCH without them keeps them', async () => {
    const t = apiTenant()
    const created = await api(customers.action, '/api/v1/customers', {
      key: t.rw,
      json: { name: 'Lisa Becker', email: 'lisa@example.org', salutation: 'frau', title: 'Prof.' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ salutation: 'frau', title: 'Prof.' })
    const id = created.body.id as string
    const patched = await api(customer.action, `/api/v1/customers/${id}`, {
      key: t.rw,
      method: 'PATCH',
      json: { company: 'Becker AG' },
      params: { customerId: id },
    })
    expect(patched.body).toMatchObject({ salutation: 'frau', title: 'Prof.', company: 'Becker AG' })
    const none = await api(customer.action, `/api/v1/customers/${id}`, {
      key: t.rw,
      method: 'PATCH',
      json: { salutation: 'none', title: null },
      params: { customerId: id },
    })
    expect(none.body).toMatchObject({ salutation: 'none', title: null })
    const bad = await api(customers.action, '/api/v1/customers', {
      key: t.rw,
      json: { name: 'X Y', email: 'xy@example.org', salutation: 'Frau' },
    })
    expect(bad.status).toBe(422)
  })
})
