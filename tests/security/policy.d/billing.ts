import type { Entry, Form } from '../policy'
import { admin, customer } from '../rules'

// Issue 17 (Angebote & Rechnungen): offers, invoices, business data, portal documents.

const businessForm: Form = { legal_name: 'Übernahme GmbH', street: 'Weg 1', postcode: '10115', city: 'Berlin', country: 'DE', vat_id: 'DE123456789', payment_days: '14' }

export const entries: Record<string, Entry> = {
  'customer-dashboard.billing-address.tsx': {
    loader: customer(),
    action: customer({ action: true, allowed: 302 }),
    forms: (): Form[] => [{ street: 'Übernahmeweg 1', postcode: '10115', city: 'Berlin', country: 'DE' }],
  },
  'tenant.settings_.billing.tsx': {
    loader: admin(),
    action: admin({ action: true, allowed: 302 }),
    forms: (): Form[] => [businessForm],
  },
}
