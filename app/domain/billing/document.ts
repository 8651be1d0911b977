// The contract between the billing flow (schema, models, routes: it builds a
// BillingDocument from the database) and the document engine (totals, EN 16931
// CII / UBL XML, ZUGFeRD PDF, offer PDF, DATEV export: pure functions of it).
// Money is integer cents; quantities are integer thousandths (1,5 Std. = 1500).

export type VatRate = 0 | 7 | 19

/** EN 16931 VAT category: S standard/reduced rate, E exempt (§ 19 UStG small business), AE reverse charge. */
export type VatCategory = 'S' | 'E' | 'AE' | 'Z'

export type Address = {
  street: string
  postcode: string
  city: string
  /** ISO 3166-1 alpha-2, e.g. 'DE' */
  country: string
}

export type Seller = {
  legalName: string
  address: Address
  vatId: string | null
  taxNumber: string | null
  contactName: string
  contactPhone: string
  contactEmail: string
  iban: string | null
  bic: string | null
  /** § 19 UStG: no VAT is charged, the legal note is printed */
  smallBusiness: boolean
  /** branding for the PDF */
  primaryColor?: string | null
}

export type Buyer = {
  /** person's name */
  name: string
  company: string | null
  address: Address
  email: string
  vatId: string | null
  /** BT-10 buyer reference (Leitweg-ID for public bodies); null for private customers */
  buyerReference: string | null
}

export type DocumentLine = {
  /** 1, 2, 3 … in document order */
  position: number
  text: string
  /** thousandths: 2 units = 2000 */
  quantityMilli: number
  /** UN/ECE Rec 20 code: 'C62' piece, 'HUR' hour, 'DAY' day, 'LS' lump sum, 'XPP' person … */
  unitCode: string
  /** the German unit shown, e.g. 'Stück', 'Person', 'pauschal' */
  unitLabel: string
  unitPriceNetCents: number
  vatRate: VatRate
  /** lines cut from one service with a VAT split carry the same group (shown together) */
  group?: string | null
  /**
   * The exact unit price, euros × 10 000, on the side it was entered (a gross
   * package split into drinks and food). When set, the line net is computed
   * from it by the pricing engine (ADR 128); unitPriceNetCents is then the net
   * unit price rounded for display.
   */
  unitPriceE4?: number | null
  priceBasis?: 'net' | 'gross' | null
  /** a discount line has a negative unit price */
}

/** An earlier deposit invoice deducted in a final invoice, per VAT rate. */
export type DeductedDeposit = {
  number: string
  issueDate: string
  netCentsByRate: Partial<Record<VatRate, number>>
  /**
   * the VAT the deposit invoice charged per rate; with it, the final invoice's
   * VAT of a rate is the VAT of the whole job less this (VAT rounded once per
   * rate, so deposits + final equal the order to the cent). Documents frozen
   * before it existed lack it and keep their figures.
   */
  vatCentsByRate?: Partial<Record<VatRate, number>>
}

export type BillingDocument = {
  kind: 'offer' | 'invoice' | 'deposit_invoice' | 'final_invoice' | 'cancellation'
  /** null for drafts */
  number: string | null
  /** YYYY-MM-DD */
  issueDate: string
  /** invoices: due date YYYY-MM-DD; offers: valid-until */
  dueDate: string | null
  /** the service date or period (the event date), YYYY-MM-DD */
  serviceDate: { from: string; to: string }
  currency: 'EUR'
  seller: Seller
  buyer: Buyer
  eventName: string
  intro: string | null
  closing: string | null
  lines: DocumentLine[]
  /** final invoices only */
  deposits?: DeductedDeposit[]
  /**
   * cancellations only: the number and date of the invoice it cancels, and its
   * kind (a cancelled final invoice carries its deposit deductions; documents
   * frozen before the kind was recorded keep their figures)
   */
  cancels?: { number: string; issueDate: string; kind?: BillingDocument['kind'] } | null
  /** payments already received (shown on the PDF, BT-113 paid amount) */
  paidCents?: number
  paymentTermsText: string | null
  /** § 13b UStG: the buyer (with an EU VAT ID) owes the VAT; category AE, no VAT charged */
  reverseCharge?: boolean
  /** BT-13 the buyer's order reference, if any */
  orderReference?: string | null
}
