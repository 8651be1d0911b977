import type PDFDocument from 'pdfkit'
import type { BillingDocument } from '~/domain/billing/document'

// The page of a printed offer or invoice: A4 margins, the footer line, the
// text colours and the tenant's brand colour, and how a party's address reads.

export type Doc = InstanceType<typeof PDFDocument>

export const LEFT = 56
export const RIGHT = 539.28
export const WIDTH = RIGHT - LEFT
export const FOOTER_TOP = 770
export const TEXT = '#1f2937'
export const MUTED = '#4b5563'

export function brandColor(doc: BillingDocument): string {
  const color = doc.seller.primaryColor
  return color && /^#[0-9a-f]{6}$/i.test(color) ? color : '#7c3aed'
}

export function addressLines(party: {
  company?: string | null
  name?: string
  legalName?: string
  address: BillingDocument['seller']['address']
}): string[] {
  const lines = party.legalName
    ? [party.legalName]
    : [party.company, party.name].filter((v): v is string => !!v?.trim())
  lines.push(party.address.street, `${party.address.postcode} ${party.address.city}`)
  if (party.address.country !== 'DE') lines.push(party.address.country)
  return lines
}
