import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces'
import type { BillingDocument } from '~/domain/billing/document'
import { finalInvoiceStatement } from '~/domain/billing/final-statement'
import { computeTotals, type TotalsLine } from '~/domain/billing/totals'
import { xmlBuilder } from '~/utils/libraries.server'

// UN/CEFACT CII D16B XML of an invoice (EN 16931 with the XRechnung 3.0 CIUS).
// Element order follows the D16B schema. xmlbuilder2 escapes every text.
// Beside the PDF writer: the rules it applies are domain/billing's, the XML
// library is loaded on the first invoice (../libraries.server.ts).

export const XRECHNUNG_GUIDELINE = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
const PEPPOL_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
}

/**
 * UNTDID 1001 type code (BT-3), within XRechnung's list (BR-DE-17):
 * 380 commercial invoice (also the final invoice), 326 partial invoice for a
 * deposit (386 "prepayment" only draws a BR-DE-17 warning), 381 credit note for
 * a cancellation (amounts sent positive, as a credit to the buyer).
 */
export function invoiceTypeCode(kind: BillingDocument['kind']): '380' | '326' | '381' {
  if (kind === 'deposit_invoice') return '326'
  if (kind === 'cancellation') return '381'
  return '380'
}

export function cents(value: number): string {
  const abs = Math.abs(value)
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A unit price in euros × 10 000 as an XML decimal with two to four decimals (BT-146). */
export function unitPrice(e4: number): string {
  const abs = Math.abs(e4)
  let fraction = String(abs % 10_000).padStart(4, '0')
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  return `${e4 < 0 ? '-' : ''}${Math.floor(abs / 10_000)}.${fraction}`
}

function quantity(milli: number): string {
  const abs = Math.abs(milli)
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return `${milli < 0 ? '-' : ''}${Math.floor(abs / 1000)}${fraction ? `.${fraction}` : ''}`
}

const date102 = (isoDate: string) => isoDate.replaceAll('-', '')

function dateTime(parent: XMLBuilder, name: string, isoDate: string, prefix: 'udt' | 'qdt' = 'udt') {
  parent.ele(name).ele(`${prefix}:DateTimeString`, { format: '102' }).txt(date102(isoDate))
}

function address(parent: XMLBuilder, a: BillingDocument['seller']['address']) {
  const el = parent.ele('ram:PostalTradeAddress')
  el.ele('ram:PostcodeCode').txt(a.postcode)
  el.ele('ram:LineOne').txt(a.street)
  el.ele('ram:CityName').txt(a.city)
  el.ele('ram:CountryID').txt(a.country)
}

/** BT-10: the buyer's reference (Leitweg-ID), else the order reference, else the event. */
export function buyerReference(doc: BillingDocument): string {
  return (
    doc.buyer.buyerReference?.trim() || doc.orderReference?.trim() || doc.eventName.trim() || doc.number || 'Festplan'
  )
}

function lineItem(tx: XMLBuilder, line: TotalsLine, sign: 1 | -1) {
  // BR-27: the item price is never negative; a discount or deduction is a negative quantity.
  const net = sign * line.netCents
  const priceNegative = line.unitPriceNetE4 < 0
  const price = Math.abs(line.unitPriceNetE4)
  const qty = sign * (priceNegative ? -line.quantityMilli : line.quantityMilli)
  const item = tx.ele('ram:IncludedSupplyChainTradeLineItem')
  const docLine = item.ele('ram:AssociatedDocumentLineDocument')
  docLine.ele('ram:LineID').txt(String(line.position))
  if (line.deducts) {
    const [y, m, d] = line.deducts.issueDate.split('-')
    docLine
      .ele('ram:IncludedNote')
      .ele('ram:Content')
      .txt(`Abschlagsrechnung ${line.deducts.number} vom ${d}.${m}.${y}`)
  }
  item.ele('ram:SpecifiedTradeProduct').ele('ram:Name').txt(line.text)
  item
    .ele('ram:SpecifiedLineTradeAgreement')
    .ele('ram:NetPriceProductTradePrice')
    .ele('ram:ChargeAmount')
    .txt(unitPrice(price))
  item.ele('ram:SpecifiedLineTradeDelivery').ele('ram:BilledQuantity', { unitCode: line.unitCode }).txt(quantity(qty))
  const settlement = item.ele('ram:SpecifiedLineTradeSettlement')
  const tax = settlement.ele('ram:ApplicableTradeTax')
  tax.ele('ram:TypeCode').txt('VAT')
  tax.ele('ram:CategoryCode').txt(line.category)
  tax.ele('ram:RateApplicablePercent').txt(String(line.vatRate))
  settlement.ele('ram:SpecifiedTradeSettlementLineMonetarySummation').ele('ram:LineTotalAmount').txt(cents(net))
}

function paymentTerms(doc: BillingDocument, dueCents: number): string | null {
  if (doc.paymentTermsText?.trim()) return doc.paymentTermsText.trim()
  if (doc.kind === 'cancellation') return 'Der Betrag wird Ihnen erstattet oder mit offenen Forderungen verrechnet.'
  return dueCents > 0 ? 'Zahlbar sofort ohne Abzug.' : null
}

/** The XRechnung 3.0 CII XML of a finalised invoice (any kind but 'offer'). */
export function buildXRechnungCii(doc: BillingDocument): string {
  if (doc.kind === 'offer') throw new Error('Ein Angebot ist keine Rechnung.')
  if (!doc.number) throw new Error('Eine Rechnung ohne Nummer kann nicht ausgegeben werden.')
  const totals = computeTotals(doc)
  const sign: 1 | -1 = doc.kind === 'cancellation' && totals.grossCents < 0 ? -1 : 1
  const { seller, buyer } = doc

  const root = xmlBuilder().create({ version: '1.0', encoding: 'UTF-8' }).ele(NS.rsm, 'rsm:CrossIndustryInvoice', {
    'xmlns:rsm': NS.rsm,
    'xmlns:ram': NS.ram,
    'xmlns:qdt': NS.qdt,
    'xmlns:udt': NS.udt,
  })
  const context = root.ele('rsm:ExchangedDocumentContext')
  context.ele('ram:BusinessProcessSpecifiedDocumentContextParameter').ele('ram:ID').txt(PEPPOL_PROCESS)
  context.ele('ram:GuidelineSpecifiedDocumentContextParameter').ele('ram:ID').txt(XRECHNUNG_GUIDELINE)

  const header = root.ele('rsm:ExchangedDocument')
  header.ele('ram:ID').txt(doc.number)
  header.ele('ram:TypeCode').txt(invoiceTypeCode(doc.kind))
  dateTime(header, 'ram:IssueDateTime', doc.issueDate)
  for (const note of [doc.intro, ...totals.notes, ...finalInvoiceStatement(doc, totals), doc.closing]) {
    if (note?.trim()) header.ele('ram:IncludedNote').ele('ram:Content').txt(note.trim())
  }

  const tx = root.ele('rsm:SupplyChainTradeTransaction')
  for (const line of totals.lines) lineItem(tx, line, sign)

  const agreement = tx.ele('ram:ApplicableHeaderTradeAgreement')
  agreement.ele('ram:BuyerReference').txt(buyerReference(doc))
  const sellerParty = agreement.ele('ram:SellerTradeParty')
  // BR-CO-26: without a VAT ID (a Kleinunternehmer) the tax number also identifies the seller (BT-29).
  if (!seller.vatId && seller.taxNumber) sellerParty.ele('ram:ID').txt(seller.taxNumber)
  sellerParty.ele('ram:Name').txt(seller.legalName)
  const contact = sellerParty.ele('ram:DefinedTradeContact')
  contact.ele('ram:PersonName').txt(seller.contactName)
  contact.ele('ram:TelephoneUniversalCommunication').ele('ram:CompleteNumber').txt(seller.contactPhone)
  contact.ele('ram:EmailURIUniversalCommunication').ele('ram:URIID').txt(seller.contactEmail)
  address(sellerParty, seller.address)
  sellerParty.ele('ram:URIUniversalCommunication').ele('ram:URIID', { schemeID: 'EM' }).txt(seller.contactEmail)
  if (seller.vatId) sellerParty.ele('ram:SpecifiedTaxRegistration').ele('ram:ID', { schemeID: 'VA' }).txt(seller.vatId)
  if (seller.taxNumber)
    sellerParty.ele('ram:SpecifiedTaxRegistration').ele('ram:ID', { schemeID: 'FC' }).txt(seller.taxNumber)

  const buyerParty = agreement.ele('ram:BuyerTradeParty')
  buyerParty.ele('ram:Name').txt(buyer.company?.trim() || buyer.name)
  if (buyer.company?.trim() && buyer.name.trim())
    buyerParty.ele('ram:DefinedTradeContact').ele('ram:PersonName').txt(buyer.name)
  address(buyerParty, buyer.address)
  if (buyer.email) buyerParty.ele('ram:URIUniversalCommunication').ele('ram:URIID', { schemeID: 'EM' }).txt(buyer.email)
  if (buyer.vatId) buyerParty.ele('ram:SpecifiedTaxRegistration').ele('ram:ID', { schemeID: 'VA' }).txt(buyer.vatId)
  if (doc.orderReference?.trim())
    agreement.ele('ram:BuyerOrderReferencedDocument').ele('ram:IssuerAssignedID').txt(doc.orderReference.trim())

  const delivery = tx.ele('ram:ApplicableHeaderTradeDelivery')
  dateTime(delivery.ele('ram:ActualDeliverySupplyChainEvent'), 'ram:OccurrenceDateTime', doc.serviceDate.from)

  const settlement = tx.ele('ram:ApplicableHeaderTradeSettlement')
  settlement.ele('ram:PaymentReference').txt(doc.number)
  settlement.ele('ram:InvoiceCurrencyCode').txt(doc.currency)
  const means = settlement.ele('ram:SpecifiedTradeSettlementPaymentMeans')
  if (seller.iban) {
    means.ele('ram:TypeCode').txt('58')
    const account = means.ele('ram:PayeePartyCreditorFinancialAccount')
    account.ele('ram:IBANID').txt(seller.iban.replace(/\s+/g, ''))
    account.ele('ram:AccountName').txt(seller.legalName)
    if (seller.bic) means.ele('ram:PayeeSpecifiedCreditorFinancialInstitution').ele('ram:BICID').txt(seller.bic)
  } else {
    means.ele('ram:TypeCode').txt('1')
  }
  for (const rate of totals.byRate) {
    const tax = settlement.ele('ram:ApplicableTradeTax')
    tax.ele('ram:CalculatedAmount').txt(cents(sign * rate.vatCents))
    tax.ele('ram:TypeCode').txt('VAT')
    if (rate.exemptionReason) tax.ele('ram:ExemptionReason').txt(rate.exemptionReason)
    tax.ele('ram:BasisAmount').txt(cents(sign * rate.netCents))
    tax.ele('ram:CategoryCode').txt(rate.category)
    if (rate.category === 'AE') tax.ele('ram:ExemptionReasonCode').txt('VATEX-EU-AE')
    tax.ele('ram:RateApplicablePercent').txt(String(rate.rate))
  }
  const period = settlement.ele('ram:BillingSpecifiedPeriod')
  dateTime(period, 'ram:StartDateTime', doc.serviceDate.from)
  dateTime(period, 'ram:EndDateTime', doc.serviceDate.to)
  const due = sign * totals.dueCents
  const termsText = paymentTerms(doc, due)
  if (termsText || (doc.dueDate && doc.kind !== 'cancellation')) {
    const terms = settlement.ele('ram:SpecifiedTradePaymentTerms')
    if (termsText) terms.ele('ram:Description').txt(termsText)
    if (doc.dueDate && doc.kind !== 'cancellation') dateTime(terms, 'ram:DueDateDateTime', doc.dueDate)
  }
  const sums = settlement.ele('ram:SpecifiedTradeSettlementHeaderMonetarySummation')
  sums.ele('ram:LineTotalAmount').txt(cents(sign * totals.lineNetCents))
  sums.ele('ram:TaxBasisTotalAmount').txt(cents(sign * totals.netCents))
  sums.ele('ram:TaxTotalAmount', { currencyID: doc.currency }).txt(cents(sign * totals.vatCents))
  sums.ele('ram:GrandTotalAmount').txt(cents(sign * totals.grossCents))
  if (totals.paidCents) sums.ele('ram:TotalPrepaidAmount').txt(cents(sign * totals.paidCents))
  sums.ele('ram:DuePayableAmount').txt(cents(due))
  const preceding = doc.kind === 'cancellation' ? doc.cancels : doc.kind === 'final_invoice' ? doc.deposits?.[0] : null
  if (preceding) {
    const ref = settlement.ele('ram:InvoiceReferencedDocument')
    ref.ele('ram:IssuerAssignedID').txt(preceding.number)
    dateTime(ref, 'ram:FormattedIssueDateTime', preceding.issueDate, 'qdt')
  }
  return root.end({ prettyPrint: true })
}
