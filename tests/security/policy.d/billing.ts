import type { Entry, Form } from '../policy'
import { admin, customer, staff } from '../rules'
import { billingRows } from '../billing-world'

// Angebote & Rechnungen: offers, invoices, business data, portal documents.

const businessForm: Form = {
  legal_name: 'Übernahme GmbH',
  street: 'Weg 1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE123456789',
  payment_days: '14',
}

const offerLines: Form = {
  'lines[0].text': 'Übernahme',
  'lines[0].quantity': '1',
  'lines[0].unit': 'piece',
  'lines[0].unit_price': '10',
  'lines[0].vat_rate': '19',
  valid_until: '2099-12-31',
}

export const entries: Record<string, Entry> = {
  'tenant.offers.new.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    query: (a) => `event=${a.event.id}`,
    forms: (): Form[] => [{}],
  },
  'customer-dashboard.documents.tsx': { loader: customer() },
  // the world's rows carry no frozen document: the owner gets 404 too, never another tenant's PDF
  'customer-dashboard_.offers.$offerId.pdf.ts': {
    loader: (p, h) => {
      const e = customer({ ids: true })(p, h)
      return typeof e === 'object' && e.status === 200 ? { status: 404 } : e
    },
    params: (a) => ({ offerId: billingRows(a).sentOffer }),
  },
  'customer-dashboard_.invoices.$invoiceId.pdf.ts': {
    loader: (p, h) => {
      const e = customer({ ids: true })(p, h)
      return typeof e === 'object' && e.status === 200 ? { status: 404 } : e
    },
    params: (a) => ({ invoiceId: billingRows(a).invoice }),
  },
  // the customer's invoice page with bank details and GiroCode (world rows carry no frozen document: 404 for the owner too)
  'customer-dashboard.invoices.$invoiceId.tsx': {
    loader: (p, h) => {
      const e = customer({ ids: true })(p, h)
      return typeof e === 'object' && e.status === 200 ? { status: 404 } : e
    },
    params: (a) => ({ invoiceId: billingRows(a).invoice }),
  },
  'tenant.offers_.$offerId.pdf.ts': {
    loader: staff({ ids: true, allowed: 404 }),
    params: (a) => ({ offerId: billingRows(a).sentOffer }),
  },
  'tenant.invoices_.$invoiceId.pdf.ts': {
    loader: staff({ ids: true, allowed: 404 }),
    params: (a) => ({ invoiceId: billingRows(a).invoice }),
  },
  'customer-dashboard.offers.$offerId.tsx': {
    loader: customer({ ids: true }),
    action: customer({ ids: true, action: true }),
    params: (a) => ({ offerId: billingRows(a).sentOffer }),
    forms: (): Form[] => [{ intent: 'accept', signer_name: 'Übernahme' }, { intent: 'decline' }],
  },
  'tenant.invoices.new.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    query: (a) => `offer=${billingRows(a).sentOffer}&kind=single`,
    forms: (): Form[] => [{ deposit_percent: '30' }],
  },
  'tenant.invoices.$invoiceId.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ invoiceId: billingRows(a).invoice }),
    forms: (): Form[] => [
      { intent: 'finalize', confirm: '1' },
      { intent: 'payment', paid_on: '2026-11-20', amount: '10' },
      { intent: 'cancel', confirm: '1' },
      { intent: 'send' },
      { intent: 'finalize-send', confirm: '1' },
      { intent: 'remind' },
      { intent: 'delete', confirm: '1' },
      { intent: 'delete-payment', confirm: '1', payment_id: 'x' },
      {
        intent: 'save-draft',
        'lines[0].text': 'X',
        'lines[0].quantity': '1',
        'lines[0].unit': 'piece',
        'lines[0].unit_price': '1',
        'lines[0].vat_rate': '19',
      },
    ],
  },
  'tenant.invoices_.$invoiceId.xrechnung[.]xml.ts': {
    loader: staff({ ids: true }),
    params: (a) => ({ invoiceId: billingRows(a).invoice }),
  },
  'tenant.offers.$offerId.tsx': {
    loader: staff({ ids: true }),
    action: staff({ ids: true, action: true }),
    params: (a) => ({ offerId: billingRows(a).draftOffer }),
    forms: (): Form[] => [
      offerLines,
      { ...offerLines, intent: 'send' },
      { intent: 'new-version' },
      { intent: 'delete', confirm: '1' },
    ],
  },
  'customer-dashboard.billing-address.tsx': {
    loader: customer(),
    action: customer({ action: true, allowed: 302 }),
    forms: (): Form[] => [{ street: 'Übernahmeweg 1', postcode: '10115', city: 'Berlin', country: 'DE' }],
  },
  // the tax adviser export (admins): the form, and the ZIP of the signed-in tenant only
  'tenant.billing_.export.tsx': { loader: admin() },
  'tenant.billing_.export[.zip].ts': { loader: admin(), query: () => 'from=2026-01-01&to=2026-12-31' },
  'tenant.settings_.billing.tsx': {
    loader: admin(),
    // B's admin saves B's own data (302); B's planner is refused (403)
    action: (p, h) => (p === 'plannerB' && h !== 'A' ? { status: 403 } : admin({ action: true, allowed: 302 })(p, h)),
    forms: (): Form[] => [businessForm],
  },
}
