import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { loader as overviewLoader } from '~/routes/tenant._index'
import { loader as newEventLoader } from '~/routes/tenant.events_.new'
import * as eventPage from '~/routes/tenant.events_.$eventId'
import { action as listAction } from '~/routes/tenant.templates'
import { action as newTemplateAction, loader as newTemplateLoader } from '~/routes/tenant.templates_.new'
import { getDb } from '~/utils/db.server'
import { hashToken } from '~/utils/token.server'
import {
  createEndCustomer,
  createEvent,
  createService,
  createStaff,
  createTemplate,
  createTenant,
} from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { linkIn, mailsTo, toastOf, tokensOf } from './customers-helpers'

// First steps, sending the access, the template builder.

type Handler = Parameters<typeof call>[0]

async function setup() {
  const tenant = createTenant()
  const { user } = createStaff(tenant.id, 'tenant_admin', { fullName: 'Ada Admin' })
  return { tenant, cookie: await staffCookie(user.id, tenant.id) }
}

describe('first steps on the Übersicht', () => {
  it("greets a new account with 'Willkommen' and ticks each step from the data, then 'Willkommen zurück'", async () => {
    const { tenant, cookie } = await setup()
    const load = async () =>
      (await call(overviewLoader as Handler, makeRequest('/tenant', { cookie }))).data as {
        greeting: string
        steps: Array<{ label: string; done: boolean }> | null
      }
    const fresh = await load()
    expect(fresh.greeting).toBe('Willkommen, Ada Admin!')
    expect(fresh.steps!.map((x) => [x.label, x.done])).toEqual([
      ['Services anlegen', false],
      ['Vorlage bauen', false],
      ['Kunden anlegen', false],
      ['Veranstaltung erstellen', false],
      ['Zugang senden', false],
    ])
    createService(tenant.id)
    createTemplate(tenant.id)
    const customer = createEndCustomer(tenant.id)
    expect((await load()).steps!.map((x) => x.done)).toEqual([true, true, true, false, false])
    createEvent(tenant.id, { endCustomerId: customer.id })
    getDb()
      .insert(s.endCustomerAuthTokens)
      .values({
        tenantId: tenant.id,
        endCustomerId: customer.id,
        tokenHash: hashToken('x'.repeat(43)),
        expiresAt: Date.now() + 1000,
      })
      .run()
    const done = await load()
    expect(done.greeting).toBe('Willkommen zurück, Ada Admin!')
    expect(done.steps).toBeNull()
  })

  it('another tenant’s data ticks nothing', async () => {
    const { cookie } = await setup()
    const other = createTenant()
    createService(other.id)
    createEvent(other.id)
    const data = (await call(overviewLoader as Handler, makeRequest('/tenant', { cookie }))).data as {
      steps: Array<{ done: boolean }>
    }
    expect(data.steps.every((x) => !x.done)).toBe(true)
  })

  it('the new-event form has empty Vorlage and Kunde lists for a new tenant (the page then says what is missing)', async () => {
    const { cookie } = await setup()
    const data = (await call(newEventLoader as Handler, makeRequest('/tenant/events/new', { cookie }))).data as {
      options: { templates: unknown[]; customers: unknown[] }
    }
    expect(data.options.templates).toEqual([])
    expect(data.options.customers).toEqual([])
  })
})

describe("'Zugang senden' on the event page", () => {
  it('mails the event’s customer a fresh login link and records it', async () => {
    const { tenant, cookie } = await setup()
    const customer = createEndCustomer(tenant.id, { email: `zugang-${crypto.randomUUID()}@example.com` })
    const event = createEvent(tenant.id, { endCustomerId: customer.id })
    const result = await call(
      eventPage.action as Handler,
      makeRequest(`/tenant/events/${event.id}`, { cookie, form: { intent: 'send-access' } }),
      { eventId: event.id },
    )
    expect(result.status).toBe(302)
    expect(result.location).toBe(`/tenant/events/${event.id}`)
    expect(await toastOf(result)).toMatchObject({
      type: 'success',
      description: 'Zugang wurde per E-Mail an den Kunden gesendet.',
    })
    const [mail] = mailsTo(customer.email)
    expect(linkIn(mail!.text).pathname).toBe('/customer-login')
    expect(tokensOf(customer.id)).toHaveLength(1)
    const kinds = getDb()
      .select()
      .from(s.eventActivities)
      .where(eq(s.eventActivities.eventId, event.id))
      .all()
      .map((a) => a.kind)
    expect(kinds).toContain('login-link-sent')
  })

  it('refuses an event without customer and another tenant’s event', async () => {
    const { tenant, cookie } = await setup()
    const event = createEvent(tenant.id)
    const alone = await call(
      eventPage.action as Handler,
      makeRequest(`/tenant/events/${event.id}`, { cookie, form: { intent: 'send-access' } }),
      { eventId: event.id },
    )
    expect(await toastOf(alone)).toMatchObject({
      type: 'error',
      description: 'Dieser Veranstaltung ist kein Kunde zugeordnet.',
    })
    const other = createTenant()
    const foreignCustomer = createEndCustomer(other.id)
    const foreign = createEvent(other.id, { endCustomerId: foreignCustomer.id })
    const refused = await call(
      eventPage.action as Handler,
      makeRequest(`/tenant/events/${foreign.id}`, { cookie, form: { intent: 'send-access' } }),
      { eventId: foreign.id },
    )
    expect(refused.status).toBe(404)
    expect(tokensOf(foreignCustomer.id)).toHaveLength(0)
  })
})

describe('template builder', () => {
  const templatesOf = (tenantId: string) =>
    getDb().select().from(s.templates).where(eq(s.templates.tenantId, tenantId)).all()

  it('a new template starts without modules', async () => {
    const { cookie } = await setup()
    const data = (await call(newTemplateLoader as Handler, makeRequest('/tenant/templates/new', { cookie }))).data as {
      draft: { modules: unknown[] }
    }
    expect(data.draft.modules).toEqual([])
  })

  it('warns before saving modules without services and saves them once confirmed', async () => {
    const { tenant, cookie } = await setup()
    const service = createService(tenant.id, { name: 'Buffet' })
    const form = {
      name: 'Hochzeit',
      'modules[0].name': 'Catering',
      'modules[0].serviceIds[0]': service.id,
      'modules[1].name': 'Deko',
    }
    const warned = await call(newTemplateAction as Handler, makeRequest('/tenant/templates/new', { cookie, form }))
    expect(warned.status).toBe(200)
    expect(warned.data).toMatchObject({ emptyModules: ['Deko'] })
    expect(templatesOf(tenant.id)).toHaveLength(0)
    const saved = await call(
      newTemplateAction as Handler,
      makeRequest('/tenant/templates/new', { cookie, form: { ...form, confirm_empty: '1' } }),
    )
    expect(saved.status).toBe(302)
    expect(JSON.parse(templatesOf(tenant.id)[0]!.modulesJson).modules.map((m: { name: string }) => m.name)).toEqual([
      'Catering',
      'Deko',
    ])
  })

  it('reorders services within a module without JavaScript (a list intent, nothing saved)', async () => {
    const { tenant, cookie } = await setup()
    const a = createService(tenant.id, { name: 'Buffet' })
    const b = createService(tenant.id, { name: 'DJ' })
    const form = {
      name: 'Sommer',
      'modules[0].name': 'Catering',
      'modules[0].serviceIds[0]': a.id,
      'modules[0].serviceIds[1]': b.id,
      __intent__: JSON.stringify({ type: 'reorder', payload: { name: 'modules[0].serviceIds', from: 1, to: 0 } }),
    }
    const result = await call(newTemplateAction as Handler, makeRequest('/tenant/templates/new', { cookie, form }))
    expect(result.status).toBe(200)
    const reply = (result.data as { result: { initialValue: { modules: Array<{ serviceIds: string[] }> } } }).result
    expect(reply.initialValue.modules[0]!.serviceIds).toEqual([b.id, a.id])
    expect(templatesOf(tenant.id)).toHaveLength(0)
  })

  it('shows each service with its price in the builder', async () => {
    const { tenant, cookie } = await setup()
    createService(tenant.id, {
      name: 'Buffet',
      pricingJson: JSON.stringify({ unit: 'per_person', taxRate: 7, price: 18.5, grossPrice: 19.8 }),
    })
    const data = (await call(newTemplateLoader as Handler, makeRequest('/tenant/templates/new', { cookie }))).data as {
      services: Array<{ name: string; price: string }>
    }
    expect(data.services[0]!.price).toContain('18,50')
  })

  it('duplicates a template of the tenant, not of another', async () => {
    const { tenant, cookie } = await setup()
    const source = createTemplate(tenant.id, {
      name: 'Gala',
      modulesJson: JSON.stringify({ modules: [{ id: 'm1', name: 'Menü', order: 0, serviceIds: ['x'] }] }),
    })
    const result = await call(
      listAction as Handler,
      makeRequest('/tenant/templates', { cookie, form: { intent: 'duplicate', template_id: source.id } }),
    )
    expect(result.status).toBe(302)
    const copy = templatesOf(tenant.id).find((t) => t.id !== source.id)!
    expect(result.location).toBe(`/tenant/templates/${copy.id}`)
    expect(copy.name).toBe('Gala (Kopie)')
    const modules = JSON.parse(copy.modulesJson).modules
    expect(modules).toMatchObject([{ name: 'Menü', serviceIds: ['x'] }])
    expect(modules[0].id).not.toBe('m1')
    const foreign = createTemplate(createTenant().id)
    expect(
      (
        await call(
          listAction as Handler,
          makeRequest('/tenant/templates', { cookie, form: { intent: 'duplicate', template_id: foreign.id } }),
        )
      ).status,
    ).toBe(404)
  })
})
