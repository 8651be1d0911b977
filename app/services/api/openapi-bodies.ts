import { z } from '~/utils/zod'
import { customerEditSchema, customerSchema } from '~/forms/customer'
import { eventSchema } from '~/forms/event'
import { EVENT_STATUSES } from '~/domain/event-status'
import { EVENT_TYPES } from '~/domain/event-types'
import { CUSTOMER_FIELDS, EVENT_FIELDS } from '~/domain/api/fields'

// Request bodies of the OpenAPI document, generated from the very form schemas
// the API validates with (app/forms). The forms read text fields; the API's
// JSON adds what app/domain/api/body.ts does on top: only the API's fields
// (anything else is refused), numbers are read as their text, null clears a
// field on PATCH. Required fields the event form checks in its superRefine
// are named here, since a refinement has no JSON Schema form.

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown }

const EVENT_REQUIRED = [
  'name',
  'event_type',
  'template_id',
  'end_customer_id',
  'event_date',
  'deadline_at',
  'assigned_planner_id',
]

/** Fields the forms check against a list in code (no enum in their zod schema): the lists, for generators. */
const ENUMS: Record<string, readonly string[]> = { event_type: EVENT_TYPES, status: EVENT_STATUSES }

function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _s, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema
  return json
}

/** Only `fields` of the form's schema; text fields also take a number; on PATCH every field is optional and nullable. */
function body(
  form: JsonSchema,
  fields: readonly string[],
  required: string[],
  mode: 'create' | 'update',
  description: string,
) {
  const properties: Record<string, unknown> = {}
  for (const field of fields) {
    const prop = (
      ENUMS[field] ? { type: 'string', enum: [...ENUMS[field]] } : (form.properties?.[field] ?? { type: 'string' })
    ) as { type?: string; enum?: unknown[] }
    const typed = prop.type === 'string' && !prop.enum ? { anyOf: [prop, { type: 'number' }] } : prop
    properties[field] = mode === 'update' ? { anyOf: [typed, { type: 'null' }] } : typed
  }
  return {
    type: 'object',
    description,
    properties,
    ...(mode === 'create' ? { required } : {}),
    additionalProperties: false,
  }
}

export function requestBodies() {
  const event = inputSchema(eventSchema({ today: '2000-01-01', withStatus: true }))
  const customer = inputSchema(customerSchema)
  const customerEdit = inputSchema(customerEditSchema)
  const createFields = EVENT_FIELDS.filter((f) => f !== 'status')
  return {
    EventCreate: body(
      event,
      createFields,
      EVENT_REQUIRED,
      'create',
      'Neue Veranstaltung (die Felder des Veranstaltungsformulars; budget in Euro, Daten JJJJ-MM-TT).',
    ),
    EventUpdate: body(
      event,
      EVENT_FIELDS,
      [],
      'update',
      'Änderung: nur die genannten Felder; status nach den Regeln der Oberfläche; null leert ein Feld.',
    ),
    CustomerCreate: body(
      customer,
      CUSTOMER_FIELDS.filter((f) => f !== 'is_active'),
      ['name', 'email'],
      'create',
      'Neuer Kunde (die Felder des Kundenformulars). Es wird keine Login-E-Mail versendet.',
    ),
    CustomerUpdate: body(
      customerEdit,
      CUSTOMER_FIELDS,
      [],
      'update',
      'Änderung: nur die genannten Felder; null leert ein Feld.',
    ),
  }
}
