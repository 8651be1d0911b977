import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id, createdAt, bool } from './columns'
import { tenants } from './accounts'
import { endCustomers } from './customers'
import { events } from './planning'
import { offerRequests } from './commerce'

// Offers, invoices, payments and number sequences (docs/features/billing.md). Money is integer
// cents, quantities integer thousandths, document dates 'YYYY-MM-DD' text (the
// date printed on the document, in Berlin time). A sent offer and a finalised
// invoice are frozen: their lines are never changed, document_json keeps the
// BillingDocument the PDF and XML are generated from.

/** The seller's data on every document (Einstellungen → Rechnungsdaten). */
export const tenantBillingProfiles = sqliteTable('tenant_billing_profiles', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  street: text('street'),
  postcode: text('postcode'),
  city: text('city'),
  country: text('country').notNull().default('DE'),
  vatId: text('vat_id'),
  taxNumber: text('tax_number'),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  iban: text('iban'),
  bic: text('bic'),
  paymentDays: integer('payment_days').notNull().default(14),
  offerPattern: text('offer_pattern').notNull().default('AN-{YYYY}-{NNNN}'),
  invoicePattern: text('invoice_pattern').notNull().default('RE-{YYYY}-{NNNN}'),
  smallBusiness: bool('small_business').notNull().default(false),
  /** Kontenrahmen of the DATEV export: '03' SKR03 or '04' SKR04 */
  chartOfAccounts: text('chart_of_accounts', { enum: ['03', '04'] })
    .notNull()
    .default('03'),
  introText: text('intro_text'),
  closingText: text('closing_text'),
  /** the daily job sends the first payment reminder this many days after the due date; null: never by itself */
  reminderAfterDays: integer('reminder_after_days'),
  updatedAt: integer('updated_at')
    .notNull()
    .$defaultFn(() => Date.now()),
})

/** Gap-free numbers per tenant, kind ('offer' | 'invoice') and year. */
export const numberSequences = sqliteTable(
  'number_sequences',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.year] })],
)

export const offers = sqliteTable(
  'offers',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    endCustomerId: text('end_customer_id').references(() => endCustomers.id, { onDelete: 'set null' }),
    offerRequestId: text('offer_request_id').references(() => offerRequests.id, { onDelete: 'set null' }),
    /** the offer this version replaces (it became 'superseded') */
    replacesOfferId: text('replaces_offer_id'),
    version: integer('version').notNull().default(1),
    number: text('number'),
    /** draft | sent | accepted | declined | superseded ('expired' is a sent offer past valid_until) */
    status: text('status').notNull().default('draft'),
    eventName: text('event_name').notNull(),
    customerName: text('customer_name'),
    validUntil: text('valid_until'),
    intro: text('intro'),
    closing: text('closing'),
    issueDate: text('issue_date'),
    netCents: integer('net_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    grossCents: integer('gross_cents').notNull().default(0),
    documentJson: text('document_json'),
    sentAt: integer('sent_at'),
    decidedAt: integer('decided_at'),
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('offers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('offers_tenant_event_idx').on(t.tenantId, t.eventId),
    index('offers_tenant_customer_idx').on(t.tenantId, t.endCustomerId),
    uniqueIndex('offers_tenant_number_uq').on(t.tenantId, t.number),
  ],
)

const lineColumns = () => ({
  id: id(),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  text: text('text').notNull(),
  quantityMilli: integer('quantity_milli').notNull(),
  unitCode: text('unit_code').notNull().default('C62'),
  unitLabel: text('unit_label').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  vatRate: integer('vat_rate').notNull(),
  groupKey: text('group_key'),
  /** the exact unit price, euros × 10 000, when cents are not exact (a split package); null: unit_price_cents */
  unitPriceE4: integer('unit_price_e4'),
  /** 'gross': the unit price was entered gross and the line keeps quantity × gross (ADR 128); null or 'net' */
  priceBasis: text('price_basis'),
})

export const offerLines = sqliteTable(
  'offer_lines',
  {
    ...lineColumns(),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('offer_lines_offer_idx').on(t.offerId, t.position)],
)

export const invoices = sqliteTable(
  'invoices',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').references(() => offers.id, { onDelete: 'restrict' }),
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    endCustomerId: text('end_customer_id').references(() => endCustomers.id, { onDelete: 'set null' }),
    /** single | deposit | final | cancellation */
    kind: text('kind').notNull(),
    /** draft | final | cancelled (open / partly paid / paid / overdue follow from paid_cents and due_date) */
    status: text('status').notNull().default('draft'),
    number: text('number'),
    eventName: text('event_name').notNull(),
    customerName: text('customer_name'),
    depositPercent: integer('deposit_percent'),
    cancelsInvoiceId: text('cancels_invoice_id'),
    issueDate: text('issue_date'),
    dueDate: text('due_date'),
    /** Leistungsdatum set on the draft ('YYYY-MM-DD', to = from for one day); null: the event's date */
    serviceFrom: text('service_from'),
    serviceTo: text('service_to'),
    intro: text('intro'),
    closing: text('closing'),
    netCents: integer('net_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    grossCents: integer('gross_cents').notNull().default(0),
    /** the amount to pay (gross minus deducted deposits) */
    payableCents: integer('payable_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    documentJson: text('document_json'),
    xml: text('xml'),
    finalizedAt: integer('finalized_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('invoices_tenant_offer_idx').on(t.tenantId, t.offerId),
    index('invoices_tenant_event_idx').on(t.tenantId, t.eventId),
    index('invoices_tenant_customer_idx').on(t.tenantId, t.endCustomerId),
    index('invoices_tenant_issue_idx').on(t.tenantId, t.issueDate),
    uniqueIndex('invoices_tenant_number_uq').on(t.tenantId, t.number),
  ],
)

export const invoiceLines = sqliteTable(
  'invoice_lines',
  {
    ...lineColumns(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
)

export const payments = sqliteTable(
  'payments',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    paidOn: text('paid_on').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payments_tenant_invoice_idx').on(t.tenantId, t.invoiceId)],
)

/**
 * Payment reminders of a finalised invoice, one row per mail that went out:
 * level 1 'Zahlungserinnerung', 2 '1. Mahnung', 3 '2. Mahnung'. The amounts
 * are frozen as they were stated in the mail (open amount, default interest
 * up to the reminder date, flat fee).
 */
export const invoiceReminders = sqliteTable(
  'invoice_reminders',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    /** the reminder's date, 'YYYY-MM-DD' Berlin */
    reminderDate: text('reminder_date').notNull(),
    openCents: integer('open_cents').notNull(),
    interestCents: integer('interest_cents').notNull().default(0),
    /** interest rate in basis points (1/100 %) the interest was computed with */
    interestRateBp: integer('interest_rate_bp').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    recipient: text('recipient').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_reminders_tenant_invoice_idx').on(t.tenantId, t.invoiceId, t.level)],
)
