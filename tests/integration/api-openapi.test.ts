import { Validator } from '@seriousme/openapi-schema-validator'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { createApiKey } from '~/models/api-key.server'
import { WEBHOOK_EVENT_TYPES } from '~/domain/webhooks/events'
import type { OfferSnapshot } from '~/domain/offer-snapshot'
import { createInvoiceFromOffer } from '~/models/invoice-create.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { recordPayment } from '~/models/invoice-payment.server'
import { addEventTask, setEventTaskDone } from '~/models/event-task.server'
import { createMessage } from '~/models/message.server'
import { createOfferRequest as requestOffer } from '~/models/offer-request.server'
import { saveOfferDraft, sendOffer } from '~/models/offer.server'
import { createOfferFromEvent } from '~/models/offer-create.server'
import { decideOffer } from '~/models/offer-order.server'
import * as customer from '~/routes/api.v1.customers.$customerId'
import * as customers from '~/routes/api.v1.customers'
import * as event from '~/routes/api.v1.events.$eventId'
import * as events from '~/routes/api.v1.events'
import * as invoicePdf from '~/routes/api.v1.invoices.$invoiceId.pdf'
import * as invoice from '~/routes/api.v1.invoices.$invoiceId'
import * as invoiceXml from '~/routes/api.v1.invoices.$invoiceId.xml'
import * as invoices from '~/routes/api.v1.invoices'
import * as offerRequest from '~/routes/api.v1.offer-requests.$id'
import * as offerRequests from '~/routes/api.v1.offer-requests'
import * as offerPdf from '~/routes/api.v1.offers.$offerId.pdf'
import * as offer from '~/routes/api.v1.offers.$offerId'
import * as offers from '~/routes/api.v1.offers'
import * as planners from '~/routes/api.v1.planners'
import * as staffList from '~/routes/api.v1.staff'
import * as eventShifts from '~/routes/api.v1.events.$eventId.shifts'
import * as eventRunOfShow from '~/routes/api.v1.events.$eventId.run-of-show'
import * as eventTasks from '~/routes/api.v1.events.$eventId.tasks'
import * as openapi from '~/routes/api.v1.openapi[.]json'
import * as service from '~/routes/api.v1.services.$id'
import * as services from '~/routes/api.v1.services'
import * as template from '~/routes/api.v1.templates.$id'
import * as templates from '~/routes/api.v1.templates'
import { getDb } from '~/utils/db.server'
import { createOfferRequest, createService, createStaff, createTemplate } from '../support/factories'
import { billingWorld } from './billing-helpers'
import { conformance, doc, schemaErrors, send, type Answer } from './openapi-check'
import { routeModules } from './route-modules'

// Responses match the OpenAPI document (ADR 123c): the document is valid
// OpenAPI 3.1, names every /api/v1 route, and every real answer below (lists,
// reads, writes, downloads, each error status) matches it.

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const line = { text: 'Saal', quantity: 1000, unit: 'flat' as const, unit_price: 100000, vat_rate: 19 }

/** A tenant with business data, a sent-and-accepted offer, a final and a draft invoice, and keys. */
function world() {
  const w = billingWorld()
  // an endpoint for every webhook type: the changes below write their payloads to the outbox
  getDb()
    .insert(s.webhookEndpoints)
    .values({
      tenantId: w.tenant.id,
      url: 'https://93.184.216.34/hooks',
      events: WEBHOOK_EVENT_TYPES.join(' '),
      secret: 'whsec_test',
    })
    .run()
  const planner = createStaff(w.tenant.id, 'tenant_planner')
  const template = createTemplate(w.tenant.id)
  const svc = createService(w.tenant.id)
  const request = createOfferRequest(w.tenant.id, w.event, w.customer)
  const offerId = createOfferFromEvent(w.tenant.id, w.event.id)!
  saveOfferDraft(w.tenant.id, offerId, { lines: [line], valid_until: '2099-12-31', intro: null, closing: null })
  sendOffer(w.tenant.id, offerId, { id: 'u', name: 'A' })
  decideOffer(w.tenant.id, w.customer.id, offerId, { kind: 'accept', signerName: 'S', ip: null })
  const finalId = (createInvoiceFromOffer(w.tenant.id, offerId, 'deposit', { percent: 30 }) as { id: string }).id
  expect(finalizeInvoice(w.tenant.id, finalId, { type: 'system' })).toMatchObject({ ok: true })
  const draftId = (createInvoiceFromOffer(w.tenant.id, offerId, 'final') as { id: string }).id
  const rw = createApiKey(w.tenant.id, { name: 'rw', scope: 'read-write', createdBy: w.admin.user.id }).key
  const ro = createApiKey(w.tenant.id, { name: 'ro', scope: 'read', createdBy: w.admin.user.id }).key
  return { ...w, planner, template, svc, request, offerId, finalId, draftId, rw, ro }
}

/** '/app/routes/api.v1.invoices.$invoiceId.xml.ts' → '/invoices/{invoiceId}/xml' */
const documentPath = (file: string) =>
  `/${file
    .replace('/app/routes/api.v1.', '')
    .replace(/\.ts$/, '')
    .replace('[.]', '\u0000')
    .split('.')
    .map((seg) => (seg.startsWith('$') ? `{${seg.slice(1)}}` : seg))
    .join('/')
    .replace('\u0000', '.')}`

describe('the OpenAPI document of /api/v1', () => {
  it('is a valid OpenAPI 3.1 document, served as JSON without a key', async () => {
    const served = await send(openapi.loader, '/api/v1/openapi.json')
    expect(served.status).toBe(200)
    expect(served.type).toBe('application/json')
    const result = await new Validator().validate(served.body as Record<string, unknown>)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect((served.body as { openapi: string }).openapi).toMatch(/^3\.1\./)
  })

  it('names every /api/v1 route and nothing else, with the bearer scheme, the error shape and the RateLimit headers', () => {
    const routes = routeModules()
      .filter((r) => r.file.startsWith('/app/routes/api.v1.'))
      .map((r) => documentPath(r.file))
    expect(routes.length).toBe(23)
    expect(Object.keys(doc.paths).sort()).toEqual(routes.sort())
    const full = doc as unknown as {
      security: unknown
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, { required?: string[] }> }
    }
    expect(full.security).toEqual([{ bearerAuth: [] }])
    expect(full.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(full.components.schemas.Problem!.required).toEqual(['type', 'title', 'status', 'detail', 'code', 'errors'])
    expect(Object.keys(doc.components.headers)).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
    ])
  })

  it('every operation has a unique operationId, and the fixed value lists are enums', () => {
    type OpenApiSchema = { enum?: unknown[]; anyOf: OpenApiSchema[]; properties: Record<string, OpenApiSchema> }
    const full = doc as unknown as {
      paths: Record<string, Record<string, { operationId?: string }>>
      webhooks: Record<string, { post: { operationId?: string } }>
      components: { schemas: Record<string, { properties: Record<string, OpenApiSchema> }> }
    }
    const operations = [
      ...Object.values(full.paths).flatMap((item) =>
        ['get', 'post', 'patch', 'put', 'delete'].filter((m) => item[m]).map((m) => item[m]!.operationId),
      ),
      ...Object.values(full.webhooks).map((w) => w.post.operationId),
    ]
    expect(operations.filter((id) => !id)).toEqual([])
    expect(new Set(operations).size).toBe(operations.length)
    expect(full.paths['/planners']!.get!.operationId).toBe('listPlanners')
    const schemas = full.components.schemas
    expect(schemas.Event!.properties.event_type.enum).toContain('Hochzeit')
    expect(schemas.Event!.properties.status.enum).toEqual(['draft', 'confirmed', 'completed', 'cancelled'])
    expect(schemas.EventCreate!.properties.event_type.enum).toContain('Firmenfeier')
    expect(schemas.EventUpdate!.properties.status.anyOf[0].enum).toEqual([
      'draft',
      'confirmed',
      'completed',
      'cancelled',
    ])
    expect(schemas.Service!.properties.pricing.anyOf[0].properties.unit.enum).toEqual([
      'flat_rate',
      'flat_rate_plus_per_person',
      'per_person',
      'per_person_differentiated',
      'per_hour',
      'per_piece',
      'guest_tier_pricing',
    ])
    expect(schemas.OfferRequest!.properties.status.enum).toContain('open')
    expect(schemas.Planner!.properties.role.enum).toEqual(['tenant_admin', 'tenant_planner'])
  })

  it('request bodies come from the form schemas: the customer form’s length limits, only the API’s fields', () => {
    const create = doc.components.schemas.CustomerCreate as {
      properties: Record<string, { anyOf: Array<{ maxLength?: number }> }>
      required: string[]
      additionalProperties: boolean
    }
    expect(create.properties.name!.anyOf[0]).toMatchObject({ minLength: 2, maxLength: 200 })
    expect(create.required).toEqual(['name', 'email'])
    expect(create.additionalProperties).toBe(false)
    expect(
      schemaErrors({ $ref: '#/components/schemas/CustomerCreate' }, { name: 'A', email: 'a@b.de', street: 'x' }),
    ).not.toEqual([])
  })

  it('the checks can fail: a response missing a field, or with one more, does not match', async () => {
    const w = world()
    const got = await send(event.loader, `/api/v1/events/${w.event.id}`, { key: w.ro, params: { eventId: w.event.id } })
    expect(conformance('/events/{eventId}', 'GET', got)).toEqual([])
    const { name: _n, ...missing } = got.body as Record<string, unknown>
    expect(conformance('/events/{eventId}', 'GET', { ...got, body: missing }).join()).toMatch(/name/)
    expect(
      conformance('/events/{eventId}', 'GET', { ...got, body: { ...missing, name: 'x', extra: 1 } }).join(),
    ).toMatch(/additional/)
    expect(
      conformance('/events/{eventId}', 'GET', { ...got, body: { ...(got.body as object), budget_cents: '5' } }).join(),
    ).toMatch(/budget_cents/)
    expect(conformance('/events/{eventId}', 'GET', { ...got, status: 418 }).join()).toMatch(/not documented/)
    const headerless = new Headers(got.headers)
    headerless.delete('RateLimit-Remaining')
    expect(conformance('/events/{eventId}', 'GET', { ...got, headers: headerless }).join()).toMatch(
      /RateLimit-Remaining/,
    )
  })

  it('every real answer of every endpoint matches the document', async () => {
    const w = world()
    const other = world()
    const problems: string[] = []
    const statuses = new Set<string>()
    const check = async (path: string, method: string, answer: Promise<Answer>, status: number) => {
      const a = await answer
      statuses.add(`${method} ${path} ${a.status}`)
      if (a.status !== status)
        problems.push(
          `${method} ${path}: status ${a.status}, expected ${status} ${JSON.stringify(a.body).slice(0, 200)}`,
        )
      problems.push(...conformance(path, method, a))
      return a.body as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    }
    // a method the path does not have is not in the document: 405 with the problem shape and Allow
    const notAllowed = async (answer: Promise<Answer>, allow: string) => {
      const a = await answer
      expect(a.status).toBe(405)
      expect(a.type).toBe('application/problem+json')
      expect(a.headers.get('Allow')).toBe(allow)
      problems.push(...schemaErrors({ $ref: '#/components/schemas/Problem' }, a.body))
    }
    const rw = { key: w.rw }
    const ro = { key: w.ro }
    const eventBody = {
      name: 'Sommerfest',
      event_type: 'Firmenfeier',
      template_id: w.template.id,
      end_customer_id: w.customer.id,
      assigned_planner_id: w.planner.user.id,
      event_date: future(60),
      deadline_at: future(30),
      guest_count: 120,
    }

    // events: list with filters, create, read, update, and the errors
    await check('/events', 'GET', send(events.loader, '/api/v1/events?limit=1', ro), 200)
    await check(
      '/events',
      'GET',
      send(
        events.loader,
        `/api/v1/events?status=draft&end_customer_id=${w.customer.id}&from=2020-01-01&to=2099-01-01`,
        ro,
      ),
      200,
    )
    await check('/events', 'GET', send(events.loader, '/api/v1/events?limit=x', ro), 400)
    await check('/events', 'GET', send(events.loader, '/api/v1/events'), 401)
    const created = await check(
      '/events',
      'POST',
      send(events.action, '/api/v1/events', { ...rw, json: eventBody }),
      201,
    )
    await check(
      '/events',
      'POST',
      send(events.action, '/api/v1/events', { ...rw, json: { ...eventBody, name: '' } }),
      422,
    )
    await check('/events', 'POST', send(events.action, '/api/v1/events', { ...rw, raw: '{"name":' }), 400)
    await check(
      '/events',
      'POST',
      send(events.action, '/api/v1/events', { ...rw, raw: 'name=x', type: 'text/plain' }),
      415,
    )
    await check(
      '/events',
      'POST',
      send(events.action, '/api/v1/events', { ...rw, raw: JSON.stringify({ name: 'x'.repeat(1_100_000) }) }),
      413,
    )
    await check('/events', 'POST', send(events.action, '/api/v1/events', { ...ro, json: eventBody }), 403)
    const id = { params: { eventId: created.id } }
    await check('/events/{eventId}', 'GET', send(event.loader, `/api/v1/events/${created.id}`, { ...ro, ...id }), 200)
    await check(
      '/events/{eventId}',
      'GET',
      send(event.loader, `/api/v1/events/${other.event.id}`, { ...ro, params: { eventId: other.event.id } }),
      404,
    )
    await check(
      '/events/{eventId}',
      'PATCH',
      send(event.action, `/api/v1/events/${created.id}`, {
        ...rw,
        ...id,
        method: 'PATCH',
        json: { status: 'confirmed', notes: null },
      }),
      200,
    )
    await check(
      '/events/{eventId}',
      'PATCH',
      send(event.action, `/api/v1/events/${created.id}`, {
        ...rw,
        ...id,
        method: 'PATCH',
        json: { guest_count: { n: 1 } },
      }),
      422,
    )
    await check(
      '/events/{eventId}',
      'PATCH',
      send(event.action, `/api/v1/events/${other.event.id}`, {
        ...rw,
        params: { eventId: other.event.id },
        method: 'PATCH',
        json: { name: 'x' },
      }),
      404,
    )
    await notAllowed(
      send(event.action, `/api/v1/events/${created.id}`, { ...rw, ...id, method: 'PUT', json: {} }),
      'GET, HEAD, PATCH',
    )
    await notAllowed(send(events.action, '/api/v1/events', { ...rw, method: 'DELETE' }), 'GET, HEAD, POST')

    // planners: the ids an event's assigned_planner_id takes, only this tenant's
    const team = await check('/planners', 'GET', send(planners.loader, '/api/v1/planners', ro), 200)
    expect(team.data.map((p: { id: string; role: string }) => [p.id, p.role]).sort()).toEqual(
      [
        [w.admin.user.id, 'tenant_admin'],
        [w.planner.user.id, 'tenant_planner'],
      ].sort(),
    )
    await check('/planners', 'GET', send(planners.loader, '/api/v1/planners?limit=101', ro), 400)
    await check('/planners', 'GET', send(planners.loader, '/api/v1/planners'), 401)
    await notAllowed(send(planners.action, '/api/v1/planners', { ...rw, json: {} }), 'GET, HEAD')

    // the staff roster and an event's shifts (read only), only this tenant's
    const cook = getDb()
      .insert(s.staffMembers)
      .values({ tenantId: w.tenant.id, name: 'Jonas Koch', role: 'kitchen', hourlyCostCents: 1550 })
      .returning()
      .get()
    getDb().insert(s.staffMembers).values({ tenantId: other.tenant.id, name: 'Fremde Person', role: 'bar' }).run()
    // 16:00–22:30 Berlin summer time with a 30 min break: 360 minutes worked
    getDb()
      .insert(s.shifts)
      .values({
        tenantId: w.tenant.id,
        eventId: w.event.id,
        staffMemberId: cook.id,
        role: 'kitchen',
        startsAt: Date.UTC(2031, 4, 1, 14),
        endsAt: Date.UTC(2031, 4, 1, 20, 30),
        breakMinutes: 30,
      })
      .run()
    const roster = await check('/staff', 'GET', send(staffList.loader, '/api/v1/staff', ro), 200)
    expect(roster.data.map((p: Record<string, unknown>) => [p.name, p.role, p.hourly_cost_cents, p.is_active])).toEqual(
      [['Jonas Koch', 'kitchen', 1550, true]],
    )
    await check('/staff', 'GET', send(staffList.loader, '/api/v1/staff?limit=0', ro), 400)
    await check('/staff', 'GET', send(staffList.loader, '/api/v1/staff'), 401)
    await notAllowed(send(staffList.action, '/api/v1/staff', { ...rw, json: {} }), 'GET, HEAD')
    const onEvent = { params: { eventId: w.event.id } }
    const shiftPage = await check(
      '/events/{eventId}/shifts',
      'GET',
      send(eventShifts.loader, `/api/v1/events/${w.event.id}/shifts`, { ...ro, ...onEvent }),
      200,
    )
    expect(
      shiftPage.data.map((x: Record<string, unknown>) => [
        x.staff_member_id,
        x.role,
        x.starts_at,
        x.ends_at,
        x.break_minutes,
        x.worked_minutes,
      ]),
    ).toEqual([[cook.id, 'kitchen', '2031-05-01T14:00:00.000Z', '2031-05-01T20:30:00.000Z', 30, 360]])
    await check(
      '/events/{eventId}/shifts',
      'GET',
      send(eventShifts.loader, `/api/v1/events/${other.event.id}/shifts`, {
        ...ro,
        params: { eventId: other.event.id },
      }),
      404,
    )
    await notAllowed(
      send(eventShifts.action, `/api/v1/events/${w.event.id}/shifts`, { ...rw, ...onEvent, json: {} }),
      'GET, HEAD',
    )

    // an event's Ablaufplan and tasks (read only), only this tenant's
    getDb()
      .insert(s.runOfShowEntries)
      .values({
        tenantId: w.tenant.id,
        eventId: w.event.id,
        position: 0,
        time: '18:00',
        durationMinutes: 30,
        title: 'Sektempfang',
        location: 'Terrasse',
        responsibleStaffId: cook.id,
        visibleToCustomer: true,
      })
      .run()
    getDb()
      .insert(s.runOfShowEntries)
      .values({ tenantId: other.tenant.id, eventId: other.event.id, position: 0, title: 'Fremder Eintrag' })
      .run()
    const entries = await check(
      '/events/{eventId}/run-of-show',
      'GET',
      send(eventRunOfShow.loader, `/api/v1/events/${w.event.id}/run-of-show`, { ...ro, ...onEvent }),
      200,
    )
    expect(
      entries.data.map((x: Record<string, unknown>) => [
        x.position,
        x.time,
        x.duration_minutes,
        x.title,
        x.location,
        x.responsible_staff_id,
        x.visible_to_customer,
      ]),
    ).toEqual([[0, '18:00', 30, 'Sektempfang', 'Terrasse', cook.id, true]])
    await check(
      '/events/{eventId}/run-of-show',
      'GET',
      send(eventRunOfShow.loader, `/api/v1/events/${w.event.id}/run-of-show?cursor=kaputt`, { ...ro, ...onEvent }),
      400,
    )
    await check(
      '/events/{eventId}/run-of-show',
      'GET',
      send(eventRunOfShow.loader, `/api/v1/events/${w.event.id}/run-of-show`, onEvent),
      401,
    )
    await check(
      '/events/{eventId}/run-of-show',
      'GET',
      send(eventRunOfShow.loader, `/api/v1/events/${other.event.id}/run-of-show`, {
        ...ro,
        params: { eventId: other.event.id },
      }),
      404,
    )
    await notAllowed(
      send(eventRunOfShow.action, `/api/v1/events/${w.event.id}/run-of-show`, { ...rw, ...onEvent, json: {} }),
      'GET, HEAD',
    )
    getDb()
      .insert(s.eventTasks)
      .values({
        tenantId: w.tenant.id,
        eventId: w.event.id,
        title: 'Zelt bestätigen',
        dueOn: '2031-04-17',
        daysBefore: 14,
        assigneeUserId: w.planner.user.id,
      })
      .run()
    getDb()
      .insert(s.eventTasks)
      .values({ tenantId: other.tenant.id, eventId: other.event.id, title: 'Fremde Aufgabe', dueOn: '2031-04-17' })
      .run()
    const taskPage = await check(
      '/events/{eventId}/tasks',
      'GET',
      send(eventTasks.loader, `/api/v1/events/${w.event.id}/tasks?limit=100`, { ...ro, ...onEvent }),
      200,
    )
    expect(
      taskPage.data.map((x: Record<string, unknown>) => [x.title, x.due_on, x.days_before, x.assignee_user_id, x.done]),
    ).toEqual([['Zelt bestätigen', '2031-04-17', 14, w.planner.user.id, false]])
    await check(
      '/events/{eventId}/tasks',
      'GET',
      send(eventTasks.loader, `/api/v1/events/${w.event.id}/tasks?limit=0`, { ...ro, ...onEvent }),
      400,
    )
    await check(
      '/events/{eventId}/tasks',
      'GET',
      send(eventTasks.loader, `/api/v1/events/${w.event.id}/tasks`, onEvent),
      401,
    )
    await check(
      '/events/{eventId}/tasks',
      'GET',
      send(eventTasks.loader, `/api/v1/events/${other.event.id}/tasks`, { ...ro, params: { eventId: other.event.id } }),
      404,
    )
    await notAllowed(
      send(eventTasks.action, `/api/v1/events/${w.event.id}/tasks`, { ...rw, ...onEvent, json: {} }),
      'GET, HEAD',
    )

    // customers: list, create, duplicate, read, update
    await check('/customers', 'GET', send(customers.loader, '/api/v1/customers', ro), 200)
    const cust = await check(
      '/customers',
      'POST',
      send(customers.action, '/api/v1/customers', {
        ...rw,
        json: { name: 'Ada Lovelace', email: 'ada@example.org', salutation: 'frau' },
      }),
      201,
    )
    await check(
      '/customers',
      'POST',
      send(customers.action, '/api/v1/customers', { ...rw, json: { name: 'Ada', email: 'ada@example.org' } }),
      409,
    )
    await check(
      '/customers',
      'POST',
      send(customers.action, '/api/v1/customers', { ...rw, json: { name: 'Ada', email: 'kaputt', street: 'x' } }),
      422,
    )
    const cid = { params: { customerId: cust.id } }
    await check(
      '/customers/{customerId}',
      'GET',
      send(customer.loader, `/api/v1/customers/${cust.id}`, { ...ro, ...cid }),
      200,
    )
    await check(
      '/customers/{customerId}',
      'PATCH',
      send(customer.action, `/api/v1/customers/${cust.id}`, {
        ...rw,
        ...cid,
        method: 'PATCH',
        json: { company: 'Analytical Engines', is_active: false },
      }),
      200,
    )
    await check(
      '/customers/{customerId}',
      'PATCH',
      send(customer.action, `/api/v1/customers/${cust.id}`, {
        ...rw,
        ...cid,
        method: 'PATCH',
        json: { email: w.customer.email },
      }),
      409,
    )
    await check(
      '/customers/{customerId}',
      'GET',
      send(customer.loader, `/api/v1/customers/${other.customer.id}`, {
        ...ro,
        params: { customerId: other.customer.id },
      }),
      404,
    )

    // read-only collections
    for (const [path, list, one, rowId, otherId] of [
      ['/services', services, service, w.svc.id, other.svc.id],
      ['/templates', templates, template, w.template.id, other.template.id],
      ['/offer-requests', offerRequests, offerRequest, w.request.id, other.request.id],
    ] as const) {
      const page = await check(path, 'GET', send(list.loader, `/api/v1${path}`, ro), 200)
      expect(page.data.map((r: { id: string }) => r.id)).toContain(rowId)
      await check(
        `${path}/{id}`,
        'GET',
        send(one.loader, `/api/v1${path}/${rowId}`, { ...ro, params: { id: rowId } }),
        200,
      )
      await check(
        `${path}/{id}`,
        'GET',
        send(one.loader, `/api/v1${path}/${otherId}`, { ...ro, params: { id: otherId } }),
        404,
      )
      await notAllowed(send(list.action, `/api/v1${path}`, { ...rw, json: {} }), 'GET, HEAD')
    }

    // offers and invoices: lists with filters, reads, downloads
    const offerPage = await check('/offers', 'GET', send(offers.loader, '/api/v1/offers?status=accepted', ro), 200)
    expect(offerPage.data.map((o: { id: string }) => o.id)).toEqual([w.offerId])
    await check('/offers', 'GET', send(offers.loader, '/api/v1/offers?status=verloren', ro), 400)
    await check(
      '/offers/{offerId}',
      'GET',
      send(offer.loader, `/api/v1/offers/${w.offerId}`, { ...ro, params: { offerId: w.offerId } }),
      200,
    )
    await check(
      '/offers/{offerId}',
      'GET',
      send(offer.loader, `/api/v1/offers/${other.offerId}`, { ...ro, params: { offerId: other.offerId } }),
      404,
    )
    await check(
      '/offers/{offerId}/pdf',
      'GET',
      send(offerPdf.loader, `/api/v1/offers/${w.offerId}/pdf`, { ...ro, params: { offerId: w.offerId } }),
      200,
    )
    const invoicePage = await check(
      '/invoices',
      'GET',
      send(invoices.loader, `/api/v1/invoices?kind=deposit&event_id=${w.event.id}`, ro),
      200,
    )
    expect(invoicePage.data.map((i: { id: string }) => i.id)).toEqual([w.finalId])
    await check('/invoices', 'GET', send(invoices.loader, '/api/v1/invoices?status=draft', ro), 200)
    await check(
      '/invoices/{invoiceId}',
      'GET',
      send(invoice.loader, `/api/v1/invoices/${w.finalId}`, { ...ro, params: { invoiceId: w.finalId } }),
      200,
    )
    await check(
      '/invoices/{invoiceId}',
      'GET',
      send(invoice.loader, `/api/v1/invoices/${w.draftId}`, { ...ro, params: { invoiceId: w.draftId } }),
      200,
    )
    await check(
      '/invoices/{invoiceId}/pdf',
      'GET',
      send(invoicePdf.loader, `/api/v1/invoices/${w.finalId}/pdf`, { ...ro, params: { invoiceId: w.finalId } }),
      200,
    )
    await check(
      '/invoices/{invoiceId}/pdf',
      'GET',
      send(invoicePdf.loader, `/api/v1/invoices/${w.draftId}/pdf`, { ...ro, params: { invoiceId: w.draftId } }),
      409,
    )
    const xml = await send(invoiceXml.loader, `/api/v1/invoices/${w.finalId}/xml`, {
      ...ro,
      params: { invoiceId: w.finalId },
    })
    await check('/invoices/{invoiceId}/xml', 'GET', Promise.resolve(xml), 200)
    expect(String(xml.body)).toContain('CrossIndustryInvoice')
    await check(
      '/invoices/{invoiceId}/xml',
      'GET',
      send(invoiceXml.loader, `/api/v1/invoices/${other.finalId}/xml`, { ...ro, params: { invoiceId: other.finalId } }),
      404,
    )

    // the rate limit: a key allowed 1 request a minute gets 429 on the second
    getDb().update(s.apiKeys).set({ rateLimit: 1 }).where(eq(s.apiKeys.tenantId, other.tenant.id)).run()
    await check('/invoices', 'GET', send(invoices.loader, '/api/v1/invoices', { key: other.ro }), 200)
    await check('/invoices', 'GET', send(invoices.loader, '/api/v1/invoices', { key: other.ro }), 429)

    // webhooks: the rest of the types, then every payload in the outbox against the document's `webhooks`
    const snapshot = {
      lines: [{ serviceId: w.svc.id, name: 'Saal', quantity: 1, netCents: 10_000, grossCents: 11_900, taxRate: 19 }],
      totals: { netCents: 10_000, vatCents: 1_900, grossCents: 11_900 },
    } as unknown as OfferSnapshot
    expect(
      requestOffer(
        w.tenant.id,
        {
          eventId: created.id,
          endCustomerId: w.customer.id,
          customerName: w.customer.name,
          customerEmail: w.customer.email,
        },
        () => snapshot,
      ),
    ).toMatchObject({ ok: true })
    const task = addEventTask(w.tenant.id, created.id, {
      title: 'Blumen bestellen',
      dueOn: future(10),
      assigneeUserId: w.planner.user.id,
      notes: null,
    })!
    setEventTaskDone(w.tenant.id, created.id, task.id, true, w.planner.user.id)
    createMessage(w.tenant.id, {
      eventId: created.id,
      author: { type: 'customer', id: w.customer.id, name: w.customer.name ?? 'Kundin' },
      body: 'Hallo',
    })
    const final = getDb().select().from(s.invoices).where(eq(s.invoices.id, w.finalId)).get()!
    expect(recordPayment(w.tenant.id, w.finalId, '2026-11-20', final.payableCents)).toMatchObject({ ok: true })
    const payloads = getDb()
      .select()
      .from(s.webhookDeliveries)
      .where(eq(s.webhookDeliveries.tenantId, w.tenant.id))
      .all()
    const hooks = (
      doc as unknown as {
        webhooks: Record<
          string,
          { post: { requestBody: { content: Record<string, { schema: Record<string, unknown> }> } } }
        >
      }
    ).webhooks
    for (const d of payloads)
      problems.push(
        ...schemaErrors(
          hooks[d.eventType]!.post.requestBody.content['application/json']!.schema,
          JSON.parse(d.payload),
        ).map((e) => `webhook ${d.eventType}: ${e}`),
      )
    expect([...new Set(payloads.map((d) => d.eventType))].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort())

    expect(problems).toEqual([])
    // every documented path was called at least once
    expect(
      Object.keys(doc.paths).filter(
        (p) => p !== '/openapi.json' && ![...statuses].some((st) => st.split(' ')[1] === p),
      ),
    ).toEqual([])
  }, 60_000)
})
