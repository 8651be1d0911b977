import fs from 'node:fs'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as loginAction } from '~/routes/customer-login'
import { action as newCustomerAction } from '~/routes/tenant.customers.new'
import { getDb } from '~/utils/db.server'
import { createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

// An action's answer never echoes fields the form does not
// have (Conform's reply is restricted to the schema in app/utils/conform.ts).

type Handler = Parameters<typeof call>[0]
const JUNK = 'unbekannt-' + 'X'.repeat(64)

beforeEach(() => {
  getDb().delete(s.rateLimits).run()
})

describe('replies to a form with unknown fields', () => {
  it('the public link request keeps the typed e-mail but not the unknown field', async () => {
    const result = await call(
      loginAction as Handler,
      makeRequest('/customer-login', {
        form: { intent: 'request-link', email: 'kein-mail', junk: JUNK, 'junk2[3].x': JUNK },
      }),
    )
    expect(result.status).toBe(400)
    const body = JSON.stringify(result.data)
    expect(body).toContain('kein-mail')
    expect(body).not.toContain(JUNK)
    expect(body).not.toContain('junk')
  })

  it('a signed-in form (new customer) likewise', async () => {
    const tenant = createTenant()
    const { user } = createStaff(tenant.id, 'tenant_admin')
    const cookie = await staffCookie(user.id, tenant.id)
    const result = await call(
      newCustomerAction as Handler,
      makeRequest('/tenant/customers/new', { cookie, form: { name: 'Erika', email: 'falsch', junk: JUNK } }),
    )
    expect(result.status).toBe(400)
    const body = JSON.stringify(result.data)
    expect(body).toContain('Erika')
    expect(body).not.toContain(JUNK)
  })

  it('every module of the app parses forms through app/utils/conform.ts', () => {
    const offenders: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (
          /\.tsx?$/.test(entry.name) &&
          file !== path.join('app', 'utils', 'conform.ts') &&
          /from '@conform-to\/zod(\/v4)?'/.test(fs.readFileSync(file, 'utf8'))
        )
          offenders.push(file)
      }
    }
    walk('app')
    expect(offenders, "import { parseWithZod } from '~/utils/conform' instead").toEqual([])
  })
})
