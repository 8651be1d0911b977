import type { BillingDocument } from '~/domain/billing/document'
import { INVOICE_STATE_LABELS, invoiceState, openCentsOf } from '~/domain/billing/invoice-state'
import { berlinDate } from '~/models/billing-document.server'
import { findInvoice } from '~/models/invoice.server'
import { giroCodeDataUrl } from '~/utils/girocode.server'
import { INVOICE_KIND_LABELS } from '~/domain/billing/invoice-state'

/**
 * The customer's own finalised invoice for the portal: state, open amount,
 * the seller's bank details and the GiroCode for what is open (an SVG image).
 * null for another customer's, a draft or an unknown invoice.
 */
export async function portalInvoice(tenantId: string, endCustomerId: string, invoiceId: string, now = Date.now()) {
  const invoice = findInvoice(tenantId, invoiceId)
  if (
    !invoice ||
    invoice.endCustomerId !== endCustomerId ||
    invoice.status === 'draft' ||
    !invoice.documentJson ||
    !invoice.number
  )
    return null
  const doc = JSON.parse(invoice.documentJson) as BillingDocument
  const state = invoiceState(invoice, berlinDate(now))
  const openCents = openCentsOf(invoice)
  const giroCode = doc.seller.iban
    ? await giroCodeDataUrl({
        bic: doc.seller.bic,
        name: doc.seller.legalName,
        iban: doc.seller.iban,
        amountCents: openCents,
        remittance: invoice.number,
      })
    : null
  return {
    id: invoice.id,
    title: `${INVOICE_KIND_LABELS[invoice.kind] ?? 'Rechnung'} ${invoice.number}`,
    number: invoice.number,
    eventName: invoice.eventName,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    grossCents: invoice.grossCents,
    openCents,
    stateLabel: INVOICE_STATE_LABELS[state],
    bank: { name: doc.seller.legalName, iban: doc.seller.iban, bic: doc.seller.bic },
    giroCode,
  }
}
