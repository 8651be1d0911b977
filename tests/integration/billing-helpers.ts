import { eq } from 'drizzle-orm'
import * as s from '~/db/schema'
import { saveBillingProfile } from '~/models/billing-profile.server'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createEvent, createStaff, createTenant } from '../support/factories'

// A tenant with complete business data, a customer with a billing address, an
// event, and an accepted offer with the given lines.

export function businessData(overrides: Partial<Parameters<typeof saveBillingProfile>[1]> = {}) {
  return {
    legal_name: 'Festzauber Eventplanung GmbH',
    street: 'Königsallee 12',
    postcode: '40212',
    city: 'Düsseldorf',
    country: 'DE',
    vat_id: 'DE123456789',
    tax_number: '133/5713/0815',
    contact_name: 'Jürgen Weiß',
    contact_phone: '+49 211 5550123',
    contact_email: 'rechnung@festzauber.example',
    iban: 'DE75512108001245126199',
    bic: 'SOGEDEFFXXX',
    payment_days: 14,
    offer_pattern: 'AN-{YYYY}-{NNNN}',
    invoice_pattern: 'RE-{YYYY}-{NNNN}',
    small_business: false,
    chart_of_accounts: '03' as '03' | '04',
    intro_text: 'Vielen Dank für Ihre Anfrage.',
    closing_text: 'Mit freundlichen Grüßen',
    ...overrides,
  }
}

export function billingWorld(options: { smallBusiness?: boolean; company?: boolean; profile?: boolean } = {}) {
  const tenant = createTenant()
  const admin = createStaff(tenant.id, 'tenant_admin')
  if (options.profile !== false)
    saveBillingProfile(tenant.id, businessData({ small_business: options.smallBusiness ?? false }))
  const customer = createEndCustomer(tenant.id, {
    name: 'Sophie Müller',
    street: 'Lindenstraße 5',
    postcode: '50674',
    city: 'Köln',
    country: 'DE',
    ...(options.company
      ? { company: 'Stadtwerke Bärlingen AöR', vatId: 'DE987654321', buyerReference: '04011000-12345-34' }
      : {}),
  })
  const event = createEvent(tenant.id, { endCustomerId: customer.id, eventDate: Date.UTC(2027, 5, 12, 10) })
  return { tenant, admin, customer, event }
}

export function offerRow(id: string) {
  return getDb().select().from(s.offers).where(eq(s.offers.id, id)).get()!
}

export function invoiceRow(id: string) {
  return getDb().select().from(s.invoices).where(eq(s.invoices.id, id)).get()!
}
