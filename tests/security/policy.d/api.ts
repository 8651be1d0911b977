import type { Entry, Form } from '../policy'
import { admin, open, staff, type Rule } from '../rules'

// Integrations (issue 23): the key page. Creating a key is a B-side write of
// B's own (200 for admin B); revoking names A's key (404 for B).

const keyAction: Rule = (p, h, form) => (form?.intent === 'create' ? admin({ action: true })(p, h) : admin({ ids: true, action: true })(p, h))

// /api/v1 routes take no cookies: every session principal is a caller without
// a key (401, nothing changes). Key holders are covered in
// tests/integration/api-crud.test.ts (A's key sees nothing of B).
const keyless: Entry = { loader: open(401), action: open(401), forms: (): Form[] => [{ name: 'Übernahme' }] }
const withId = (name: string, id: (a: Parameters<NonNullable<Entry['params']>>[0]) => string): Entry => ({ ...keyless, params: (a) => ({ [name]: id(a) }) })

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
  'tenant.integrations.tsx': {
    loader: staff(),
    action: keyAction,
    forms: (a): Form[] => [
      { intent: 'revoke', key_id: a.apiKey.id },
      { intent: 'create', name: 'Übernahme', scope: 'read-write' },
    ],
  },
}
