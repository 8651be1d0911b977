import { z } from '~/utils/zod'
import { EVENT_STATUSES } from '~/domain/event-status'
import { EVENT_TYPES } from '~/domain/event-types'
import { pricingSchema } from '~/domain/pricing/schema'
import { STAFF_ROLES } from '~/domain/staffing/roles'
import { OFFER_REQUEST_STATUSES, PLANNER_ROLES } from './filters'
import { apiRegistry, cents, day, id, localTime, nullableId, timestamp } from './schema-fields'

// The API's response shapes as zod schemas: the serializers in
// ./serialize.ts are typed by them, and the OpenAPI document (~/services/api/openapi.ts)
// is generated from them. Strict objects: a field added or dropped in a
// serializer without the schema fails tsc and the document tests.

/** Every schema registered here becomes #/components/schemas/<id>; read the registry from this module. */
export { apiRegistry }

export const eventOut = z
  .strictObject({
    id,
    name: z.string(),
    event_type: z.enum(EVENT_TYPES).describe('Veranstaltungstyp'),
    status: z
      .enum(EVENT_STATUSES)
      .describe('draft (Entwurf), confirmed (Bestätigt), completed (Abgeschlossen), cancelled (Abgesagt)'),
    event_date: day.nullable(),
    deadline_at: day.nullable(),
    template_id: nullableId,
    end_customer_id: nullableId,
    assigned_planner_id: nullableId,
    guest_count: z.int().nullable(),
    budget_cents: cents.nullable(),
    contact_person: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    description: z.string().nullable(),
    notes: z.string().nullable(),
    venue_name: z.string().nullable(),
    venue_address: z.string().nullable(),
    venue_room: z.string().nullable(),
    venue_contact: z.string().nullable(),
    setup_at: localTime.nullable(),
    arrival_at: localTime.nullable(),
    starts_at: localTime.nullable(),
    ends_at: localTime.nullable(),
    teardown_at: localTime.nullable(),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'Event' })

export const taskOut = z
  .strictObject({
    id,
    event_id: id,
    title: z.string(),
    notes: z.string().nullable(),
    due_on: day,
    days_before: z.int().nullable().describe('aus einer Vorlage: Tage vor der Veranstaltung'),
    assignee_user_id: nullableId,
    done: z.boolean(),
    done_at: timestamp.nullable(),
    done_by_user_id: nullableId,
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'Task' })

export const runOfShowEntryOut = z
  .strictObject({
    id,
    event_id: id,
    position: z.int().describe('Reihenfolge im Ablaufplan, aufsteigend'),
    time: z.string().nullable().describe('Uhrzeit HH:mm (Europe/Berlin)'),
    duration_minutes: z.int().nullable(),
    title: z.string(),
    location: z.string().nullable(),
    responsible_user_id: nullableId,
    responsible_staff_id: nullableId.describe('eine Person des Personals (ohne Zugang)'),
    responsible_text: z.string().nullable(),
    notes: z.string().nullable(),
    visible_to_customer: z.boolean(),
  })
  .register(apiRegistry, { id: 'RunOfShowEntry' })

export type TaskOut = z.input<typeof taskOut>
export type RunOfShowEntryOut = z.input<typeof runOfShowEntryOut>

export const customerOut = z
  .strictObject({
    id,
    name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    salutation: z.enum(['frau', 'herr', 'none']),
    title: z.string().nullable(),
    company: z.string().nullable(),
    is_active: z.boolean(),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'Customer' })

export const serviceOut = z
  .strictObject({
    id,
    name: z.string(),
    description: z.string().nullable(),
    is_active: z.boolean(),
    pricing: pricingSchema
      .nullable()
      .describe(
        'Preismodell: unit (Preiseinheit), taxRate (19, 7 oder 0) und die Preise in Euro; null, wenn es nicht lesbar ist',
      ),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'Service' })

export const templateOut = z
  .strictObject({
    id,
    name: z.string(),
    description: z.string().nullable(),
    is_active: z.boolean(),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'Template' })

export const offerRequestOut = z
  .strictObject({
    id,
    event_id: nullableId,
    end_customer_id: nullableId,
    status: z.enum(OFFER_REQUEST_STATUSES),
    snapshot: z.unknown().describe('Warenkorb bei der Anfrage (JSON)'),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'OfferRequest' })

export const offerOut = z
  .strictObject({
    id,
    number: z.string().nullable().describe('Angebotsnummer, null im Entwurf'),
    version: z.int(),
    status: z.enum(['draft', 'sent', 'accepted', 'declined', 'superseded']),
    event_id: nullableId,
    end_customer_id: nullableId,
    offer_request_id: nullableId,
    event_name: z.string(),
    customer_name: z.string().nullable(),
    issue_date: day.nullable(),
    valid_until: day.nullable(),
    net_cents: cents,
    vat_cents: cents,
    gross_cents: cents,
    sent_at: timestamp.nullable(),
    decided_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'Offer' })

export const invoiceOut = z
  .strictObject({
    id,
    number: z.string().nullable().describe('Rechnungsnummer, null im Entwurf'),
    kind: z.enum(['single', 'deposit', 'final', 'cancellation']),
    status: z.enum(['draft', 'final', 'cancelled']),
    offer_id: nullableId,
    event_id: nullableId,
    end_customer_id: nullableId,
    event_name: z.string(),
    customer_name: z.string().nullable(),
    issue_date: day.nullable(),
    due_date: day.nullable(),
    net_cents: cents,
    vat_cents: cents,
    gross_cents: cents,
    payable_cents: cents,
    paid_cents: cents,
    finalized_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'Invoice' })

// Webhook payloads beyond the resources above (app/models/message.server.ts,
// offer-request.server.ts, webhook-outbox.server.ts build them).
export const eventStatusChangedOut = eventOut
  .extend({ previous_status: z.enum(EVENT_STATUSES) })
  .register(apiRegistry, { id: 'EventStatusChanged' })

export const offerRequestCreatedOut = z
  .strictObject({
    id,
    event_id: id,
    end_customer_id: id,
    status: z.literal('open'),
    gross_cents: cents,
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'OfferRequestCreated' })

export const messageCreatedOut = z
  .strictObject({
    id,
    event_id: id,
    author_type: z.enum(['staff', 'customer']),
    author_name: z.string().nullable(),
    body: z.string(),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'MessageCreated' })

/** A planner an event can be assigned to (assigned_planner_id): the tenant's admins and planners. */
export const plannerOut = z
  .strictObject({
    id: id.describe('für assigned_planner_id einer Veranstaltung'),
    name: z.string(),
    email: z.string(),
    role: z.enum(PLANNER_ROLES).describe('tenant_admin (Administrator) oder tenant_planner (Planer)'),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'Planner' })

const staffRole = z.enum(STAFF_ROLES).describe('service (Service), kitchen (Küche), bar (Bar), tech (Technik)')

/** A person of the staff roster: works events without an account. */
export const staffMemberOut = z
  .strictObject({
    id,
    name: z.string(),
    role: staffRole,
    phone: z.string().nullable(),
    email: z.string().nullable(),
    hourly_cost_cents: cents.nullable().describe('was eine Stunde kostet (Lohn), in Cent; kein Verkaufspreis'),
    is_active: z.boolean().describe('false: steht bei neuen Schichten nicht mehr zur Auswahl'),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'StaffMember' })

/** A shift of an event; staff_member_id null while it is still open. */
export const shiftOut = z
  .strictObject({
    id,
    event_id: id,
    staff_member_id: nullableId.describe('die Person (StaffMember); null: noch offen'),
    role: staffRole,
    starts_at: timestamp,
    ends_at: timestamp,
    break_minutes: z.int().describe('Pause in Minuten'),
    worked_minutes: z.int().describe('Arbeitszeit in Minuten: Dauer minus Pause'),
    created_at: timestamp,
  })
  .register(apiRegistry, { id: 'Shift' })

/** RFC 9457 problem details (application/problem+json): every error of the API. */
export const problemOut = z
  .strictObject({
    type: z.string().describe('Art des Problems (URI, tag:festplan.app,2026:problem:<code>)'),
    title: z.string().describe('Kurztitel zum HTTP-Status (Deutsch)'),
    status: z.int().describe('HTTP-Status'),
    detail: z.string().describe('Meldung auf Deutsch'),
    code: z
      .string()
      .describe(
        'maschinenlesbarer Fehlercode, der letzte Teil von type: z. B. validation_failed, not_found, unauthorized, rate_limited',
      ),
    errors: z.record(z.string(), z.array(z.string())).describe('Meldungen je Feld (leer, wenn keins betroffen ist)'),
  })
  .register(apiRegistry, { id: 'Problem' })

/** A page of a list: newest first, next_cursor null on the last page. */
const pageOf = (item: z.ZodType, name: string) =>
  z
    .strictObject({
      data: z.array(item),
      next_cursor: z.string().nullable().describe('für ?cursor= der nächsten Seite; null auf der letzten'),
    })
    .register(apiRegistry, { id: `${name}Page` })

export const pages = {
  events: pageOf(eventOut, 'Event'),
  customers: pageOf(customerOut, 'Customer'),
  services: pageOf(serviceOut, 'Service'),
  templates: pageOf(templateOut, 'Template'),
  'offer-requests': pageOf(offerRequestOut, 'OfferRequest'),
  offers: pageOf(offerOut, 'Offer'),
  invoices: pageOf(invoiceOut, 'Invoice'),
  planners: pageOf(plannerOut, 'Planner'),
  staff: pageOf(staffMemberOut, 'StaffMember'),
  shifts: pageOf(shiftOut, 'Shift'),
  'run-of-show': pageOf(runOfShowEntryOut, 'RunOfShowEntry'),
  tasks: pageOf(taskOut, 'Task'),
}

export type EventOut = z.input<typeof eventOut>
export type CustomerOut = z.input<typeof customerOut>
export type ServiceOut = z.input<typeof serviceOut>
export type TemplateOut = z.input<typeof templateOut>
export type OfferRequestOut = z.input<typeof offerRequestOut>
export type OfferOut = z.input<typeof offerOut>
export type InvoiceOut = z.input<typeof invoiceOut>
export type PlannerOut = z.input<typeof plannerOut>
export type StaffMemberOut = z.input<typeof staffMemberOut>
export type ShiftOut = z.input<typeof shiftOut>
