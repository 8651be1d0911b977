import type { BillingDocument, VatRate } from './document'
import { computeTotals } from './totals'
import type { DatevBooking } from './datev'

// What an invoice and a payment book in DATEV: the accounts of the two
// standard charts (SKR03, SKR04) and the bookings of a finalised document.

export type ChartOfAccounts = '03' | '04'

/**
 * The accounts of the two standard charts. Revenue and received deposits are
 * automatic accounts (DATEV computes the VAT): their bookings carry no
 * BU-Schlüssel. A deposit invoice is booked as a received deposit
 * ("erhaltene, versteuerte Anzahlungen"), not as revenue; the final invoice
 * books the whole job as revenue and moves the deducted deposits back off the
 * deposit account (docs/decisions/128m-datev-bookings.md).
 */
export const CHART_ACCOUNTS: Record<
  ChartOfAccounts,
  {
    revenue: Record<VatRate | 'smallBusiness', string>
    deposits: Record<VatRate | 'smallBusiness', string>
    bank: string
  }
> = {
  '03': {
    revenue: { 19: '8400', 7: '8300', 0: '8120', smallBusiness: '8195' },
    deposits: { 19: '1718', 7: '1711', 0: '1710', smallBusiness: '1710' },
    bank: '1200',
  },
  '04': {
    revenue: { 19: '4400', 7: '4300', 0: '4120', smallBusiness: '4185' },
    deposits: { 19: '3272', 7: '3260', 0: '3250', smallBusiness: '3250' },
    bank: '1800',
  },
}

/** Revenue accounts with automatic VAT (SKR03 / SKR04). */
export const REVENUE_ACCOUNTS: Record<ChartOfAccounts, Record<VatRate | 'smallBusiness', string>> = {
  '03': CHART_ACCOUNTS['03'].revenue,
  '04': CHART_ACCOUNTS['04'].revenue,
}

/** The first debtor number of a tenant's customers; 10000 collects invoices without a customer. */
export const COLLECTIVE_DEBTOR = 10000

export type InvoiceBookingAccounts = {
  /** the customer's Debitor, e.g. '10001' */
  customerAccount: string
  chartOfAccounts?: ChartOfAccounts
  /** for a cancellation: the kind of the invoice it cancels ('deposit' books back on the deposit account) */
  cancelledKind?: string | null
}

const isDepositDocument = (doc: BillingDocument, accounts: InvoiceBookingAccounts) =>
  doc.kind === 'deposit_invoice' || (doc.kind === 'cancellation' && accounts.cancelledKind === 'deposit')

/**
 * An invoice as bookings, per VAT rate the gross amount, customer account
 * against the revenue account (a deposit invoice: against the received-deposit
 * account). A final invoice adds, per deducted deposit and rate, the deposit's
 * gross back from the deposit account. A cancellation books exactly the
 * negation of what it cancels, under the cancelled invoice's number in
 * Belegfeld 1 (so DATEV's open-item matching clears both) and its own in
 * Belegfeld 2. Leistungsdatum and Datum Zuord. Steuerperiode: the service date;
 * for deposits (taxed when invoiced and paid, before the service) the
 * deposit's own date.
 */
export function invoiceBookings(doc: BillingDocument, accounts: InvoiceBookingAccounts): DatevBooking[] {
  if (doc.kind === 'offer' || !doc.number) return []
  const chart = CHART_ACCOUNTS[accounts.chartOfAccounts ?? '03']
  const deposit = isDepositDocument(doc, accounts)
  const small = doc.seller.smallBusiness
  const cancellation = doc.kind === 'cancellation'
  const label = doc.buyer.company?.trim() || doc.buyer.name
  const documentNumber = cancellation && doc.cancels ? doc.cancels.number : doc.number
  const day = deposit ? (cancellation && doc.cancels ? doc.cancels.issueDate : doc.issueDate) : doc.serviceDate.to
  const base = {
    account: accounts.customerAccount,
    date: doc.issueDate,
    documentNumber,
    documentNumber2: cancellation ? doc.number : null,
    serviceDate: day,
    taxPeriodDate: day,
  }
  const textOf = (what: string) =>
    cancellation ? `Storno ${doc.number} zu ${documentNumber} ${what}` : `${doc.number} ${what}`

  // the document's own lines (a final invoice: the whole job, before deducting deposits)
  const own = computeTotals({ ...doc, kind: doc.kind === 'final_invoice' ? 'invoice' : doc.kind, deposits: undefined })
  const bookings: DatevBooking[] = own.byRate.map((rate) => ({
    ...base,
    amountCents: rate.netCents + rate.vatCents,
    contraAccount: (deposit ? chart.deposits : chart.revenue)[small ? 'smallBusiness' : rate.rate],
    text: textOf(label),
  }))

  // deducted deposits: back from the deposit account (negated again in a cancellation)
  const sign = cancellation ? 1 : -1
  for (const d of doc.deposits ?? []) {
    const rates = (Object.keys(d.netCentsByRate).map(Number) as VatRate[]).sort((a, b) => b - a)
    const lines = rates.map((rate, i) => ({
      position: i + 1,
      text: d.number,
      quantityMilli: 1000,
      unitCode: 'C62',
      unitLabel: 'pauschal',
      unitPriceNetCents: d.netCentsByRate[rate] ?? 0,
      vatRate: rate,
    }))
    const depositTotals = computeTotals({ ...doc, kind: 'invoice', lines, deposits: undefined })
    for (const rate of depositTotals.byRate) {
      bookings.push({
        ...base,
        amountCents: sign * (rate.netCents + rate.vatCents),
        contraAccount: chart.deposits[small ? 'smallBusiness' : rate.rate],
        text: textOf(`Anzahlung ${d.number} ${label}`),
      })
    }
  }
  return bookings
}

/** A payment received: bank account against the customer account, under the invoice's number (open-item matching). */
export function paymentBooking(
  payment: { amountCents: number; date: string; invoiceNumber: string; payer: string },
  accounts: { bankAccount: string; customerAccount: string },
): DatevBooking {
  return {
    amountCents: payment.amountCents,
    account: accounts.bankAccount,
    contraAccount: accounts.customerAccount,
    date: payment.date,
    documentNumber: payment.invoiceNumber,
    text: `Zahlung ${payment.invoiceNumber} ${payment.payer}`,
  }
}
