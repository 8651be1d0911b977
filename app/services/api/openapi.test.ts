import { describe, expect, it } from 'vitest'
import { openApiDocument } from './openapi'
import { apiReference, typeOf } from './openapi-reference'

// The document's shape rules and its readable form (the page /tenant/integrations/api).

const doc = openApiDocument('https://app.example/api/v1')
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const schemas = doc.components.schemas as Json

describe('OpenAPI document', () => {
  it('makes every operation but the document itself need the bearer key, and lists the error shape for each', () => {
    expect(doc.security).toEqual([{ bearerAuth: [] }])
    const paths = doc.paths as Json
    expect(paths['/openapi.json'].get.security).toEqual([])
    for (const [path, item] of Object.entries<Json>(paths)) {
      if (path === '/openapi.json') continue
      for (const op of [item.get, item.post, item.patch].filter(Boolean)) {
        expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['401', '403', '429']))
      }
    }
  })

  it('takes the request bodies from the forms, narrowed to the API fields', () => {
    expect(schemas.EventCreate.required).toEqual([
      'name',
      'event_type',
      'template_id',
      'end_customer_id',
      'event_date',
      'deadline_at',
      'assigned_planner_id',
    ])
    expect(Object.keys(schemas.EventCreate.properties)).not.toContain('status')
    expect(Object.keys(schemas.EventUpdate.properties)).toContain('status')
    expect(schemas.CustomerCreate.properties).not.toHaveProperty('street')
    expect(schemas.CustomerUpdate.properties.is_active).toEqual({ anyOf: [{ type: 'boolean' }, { type: 'null' }] })
    expect(schemas.CustomerUpdate.required).toBeUndefined()
  })

  it('has response schemas that name every field as required and allow no others', () => {
    for (const name of ['Event', 'Customer', 'Offer', 'Invoice', 'Planner', 'Problem']) {
      expect(schemas[name].additionalProperties, name).toBe(false)
      expect(schemas[name].required, name).toEqual(Object.keys(schemas[name].properties))
    }
    expect(schemas.InvoicePage.properties.data.items).toEqual({ $ref: '#/components/schemas/Invoice' })
  })
})

describe('the readable reference', () => {
  it('shows each operation once with its parameters, body fields and answers', () => {
    const ref = apiReference(doc)
    expect(ref.server).toBe('https://app.example/api/v1')
    expect(ref.operations.map((o) => `${o.method} ${o.path}`)).toContain('GET /invoices/{invoiceId}/xml')
    expect(new Set(ref.operations.map((o) => o.id)).size).toBe(ref.operations.length)
    const list = ref.operations.find((o) => o.method === 'GET' && o.path === '/invoices')!
    expect(list.params.map((p) => p.name)).toEqual([
      'limit (Abfrage)',
      'cursor (Abfrage)',
      'status (Abfrage)',
      'kind (Abfrage)',
      'event_id (Abfrage)',
      'end_customer_id (Abfrage)',
    ])
    expect(list.answers.find((a) => a.status === '200')?.text).toMatch(/InvoicePage/)
    const create = ref.operations.find((o) => o.method === 'POST' && o.path === '/customers')!
    expect(create.body).toBe('CustomerCreate')
    expect(ref.schemas.find((s) => s.name === 'CustomerCreate')?.fields.find((f) => f.name === 'name')).toMatchObject({
      required: true,
      note: expect.stringContaining('höchstens 200 Zeichen'),
    })
  })

  it('lists every webhook type with the format of its data', () => {
    expect(apiReference(doc).webhooks).toContainEqual({
      type: 'event.status_changed',
      summary: 'Status einer Veranstaltung geändert',
      data: 'EventStatusChanged',
    })
    expect(apiReference(doc).webhooks).toHaveLength(10)
    expect(apiReference(doc).webhooks).toContainEqual({
      type: 'task.completed',
      summary: 'Aufgabe erledigt',
      data: 'Task',
    })
  })

  it('names types readably', () => {
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null')
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/Event' } })).toBe('Event[]')
    expect(typeOf({ type: 'string', enum: ['a', 'b'] })).toBe('"a" | "b"')
    expect(typeOf(undefined)).toBe('beliebig')
  })
})
