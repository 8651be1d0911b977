import type { Entry, Form } from '../policy'
import { admin, open, staff, type Rule } from '../rules'
import { billingRows } from '../billing-world'
import type { TenantWorld } from '../world'

// Integrations: the key page. Creating a key is a B-side write of
// B's own (200 for admin B); revoking names A's key (404 for B).

const keyAction: Rule = (p, h, form) =>
  form?.intent === 'create' ? admin({ action: true })(p, h) : admin({ ids: true, action: true })(p, h)

// /api/v1 routes take no cookies: every session principal is a caller without
// a key (401, nothing changes). Key holders are the API principals of
// `keyEntries` below (tests/security/api-key-matrix.test.ts).
const keyless: Entry = { loader: open(401), action: open(401), forms: (): Form[] => [{ name: 'Übernahme' }] }
const withId = (name: string, id: (a: TenantWorld) => string): Entry => ({
  ...keyless,
  params: (a) => ({ [name]: id(a) }),
})

export const entries: Record<string, Entry> = {
  'api.v1.events.ts': { ...keyless, forms: (a): Form[] => [{ name: 'Übernahme', template_id: a.template.id }] },
  'api.v1.events.$eventId.ts': withId('eventId', (a) => a.event.id),
  'api.v1.customers.ts': { ...keyless, forms: (): Form[] => [{ name: 'Übernahme', email: 'x@example.org' }] },
  'api.v1.customers.$customerId.ts': withId('customerId', (a) => a.customer.id),
  'api.v1.services.ts': keyless,
  'api.v1.services.$id.ts': withId('id', (a) => a.service.id),
  'api.v1.templates.ts': keyless,
  'api.v1.templates.$id.ts': withId('id', (a) => a.template.id),
  'api.v1.offer-requests.ts': keyless,
  'api.v1.offer-requests.$id.ts': withId('id', (a) => a.offer.id),
  'api.v1.offers.ts': keyless,
  'api.v1.offers.$offerId.ts': withId('offerId', (a) => billingRows(a).sentOffer),
  'api.v1.offers.$offerId.pdf.ts': withId('offerId', (a) => billingRows(a).sentOffer),
  'api.v1.invoices.ts': keyless,
  'api.v1.invoices.$invoiceId.ts': withId('invoiceId', (a) => billingRows(a).invoice),
  'api.v1.invoices.$invoiceId.pdf.ts': withId('invoiceId', (a) => billingRows(a).invoice),
  'api.v1.invoices.$invoiceId.xml.ts': withId('invoiceId', (a) => billingRows(a).invoice),
  // the document holds shapes, no tenant data: the same for everyone
  // the action exists only to answer 405 with Allow; an empty form is enough to prove it
  'api.v1.openapi[.]json.ts': { loader: open(200), action: open(405), forms: () => [{}] },
  'api.v1.planners.ts': keyless,
  'api.v1.staff.ts': keyless,
  'api.v1.events.$eventId.shifts.ts': withId('eventId', (a) => a.event.id),
  'api.v1.events.$eventId.run-of-show.ts': withId('eventId', (a) => a.event.id),
  'api.v1.events.$eventId.tasks.ts': withId('eventId', (a) => a.event.id),
  // the API reference: every staff member reads it (it shows no tenant data beyond the tenant's own API address)
  'tenant.integrations_.api.tsx': { loader: staff() },
  'tenant.integrations.tsx': {
    loader: staff(),
    action: keyAction,
    forms: (a): Form[] => [
      { intent: 'revoke', key_id: a.apiKey.id },
      { intent: 'create', name: 'Übernahme', scope: 'read-write' },
    ],
  },
}

// API principals: for
// every /api/v1 route, what a key answers for TENANT A's ids. `params` name A's
// rows; `own` is the status A's own key gets on A's row (the world's billing
// rows carry no frozen document: their PDFs are 409); `writes` are JSON bodies
// naming A's rows, sent with `method` (B's key creating its own row is allowed
// to succeed, it must never touch A). Routes without writes answer 405 to a
// POST once the key is checked.
export type KeyEntry = {
  params?: (a: TenantWorld) => Record<string, string>
  own?: number
  writes?: { method: 'POST' | 'PATCH'; bodies: (a: TenantWorld) => Array<Record<string, unknown>> }
  public?: boolean
}

const eventBody = (a: TenantWorld) => ({
  name: 'Übernahme',
  event_type: 'Hochzeit',
  template_id: a.template.id,
  end_customer_id: a.customer.id,
  assigned_planner_id: a.planner.user.id,
  event_date: '2031-05-01',
  deadline_at: '2031-04-01',
})

export const keyEntries: Record<string, KeyEntry> = {
  'api.v1.events.ts': {
    writes: { method: 'POST', bodies: (a) => [eventBody(a), { ...eventBody(a), template_id: 'x' }] },
  },
  'api.v1.events.$eventId.ts': {
    params: (a) => ({ eventId: a.event.id }),
    writes: {
      method: 'PATCH',
      bodies: (a) => [
        { status: 'cancelled', event_type: 'Hochzeit' },
        { name: 'Übernommen', event_type: 'Hochzeit', end_customer_id: a.spareCustomer.id },
      ],
    },
  },
  'api.v1.customers.ts': {
    writes: {
      method: 'POST',
      bodies: (a) => [
        { name: 'Übernahme', email: a.customer.email },
        { name: 'Neu', email: 'neu-ueber-api@example.org', salutation: 'herr' },
      ],
    },
  },
  'api.v1.customers.$customerId.ts': {
    params: (a) => ({ customerId: a.customer.id }),
    writes: { method: 'PATCH', bodies: () => [{ name: 'Übernommen', is_active: false }] },
  },
  'api.v1.services.ts': {},
  'api.v1.services.$id.ts': { params: (a) => ({ id: a.service.id }) },
  'api.v1.templates.ts': {},
  'api.v1.templates.$id.ts': { params: (a) => ({ id: a.template.id }) },
  'api.v1.offer-requests.ts': {},
  'api.v1.offer-requests.$id.ts': { params: (a) => ({ id: a.offer.id }) },
  'api.v1.offers.ts': {},
  'api.v1.offers.$offerId.ts': { params: (a) => ({ offerId: billingRows(a).sentOffer }) },
  'api.v1.offers.$offerId.pdf.ts': { params: (a) => ({ offerId: billingRows(a).sentOffer }), own: 409 },
  'api.v1.invoices.ts': {},
  'api.v1.invoices.$invoiceId.ts': { params: (a) => ({ invoiceId: billingRows(a).invoice }) },
  'api.v1.invoices.$invoiceId.pdf.ts': { params: (a) => ({ invoiceId: billingRows(a).invoice }), own: 409 },
  'api.v1.invoices.$invoiceId.xml.ts': { params: (a) => ({ invoiceId: billingRows(a).invoice }) },
  'api.v1.openapi[.]json.ts': { public: true },
  'api.v1.planners.ts': {},
  'api.v1.staff.ts': {},
  'api.v1.events.$eventId.shifts.ts': { params: (a) => ({ eventId: a.event.id }) },
  'api.v1.events.$eventId.run-of-show.ts': { params: (a) => ({ eventId: a.event.id }) },
  'api.v1.events.$eventId.tasks.ts': { params: (a) => ({ eventId: a.event.id }) },
}
