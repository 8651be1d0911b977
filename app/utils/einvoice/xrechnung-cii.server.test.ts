import { describe, expect, it } from 'vitest'
import type { BillingDocument } from '~/domain/billing/document'
import { writeTestInvoice } from '../../../tests/support/einvoice-output'
import {
  sampleInvoices,
  weddingInvoice,
  companyFinalInvoice,
  weddingCancellation,
  smallBusinessInvoice,
  companyDepositInvoice,
  cateringInvoice,
} from '../../../tests/support/billing-sample-documents'
import { buildXRechnungCii, XRECHNUNG_GUIDELINE } from './xrechnung-cii.server'

const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) => m[1])
const one = (xml: string, tag: string) => all(xml, tag)[0]

// Further invoices the official rules must accept: reverse charge to an EU
// company, a final invoice deducting two deposits, a wedding paid in part.
const variants = {
  'reverse-charge': {
    ...cateringInvoice,
    number: 'RE-2026-0101',
    reverseCharge: true,
    buyer: {
      ...cateringInvoice.buyer,
      company: 'Fête Services SARL',
      vatId: 'FR40303265045',
      address: { street: '3 Rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR' },
    },
  },
  'final-two-deposits': {
    ...companyFinalInvoice,
    number: 'RE-2026-0102',
    deposits: [
      { number: 'RE-2026-0090', issueDate: '2026-03-01', netCentsByRate: { 19: 51760, 7: 34200 } },
      { number: 'RE-2026-0091', issueDate: '2026-06-01', netCentsByRate: { 19: 103520 } },
    ],
  },
  'wedding-partly-paid': { ...weddingInvoice, number: 'RE-2026-0103', paidCents: 100000 },
} satisfies Record<string, BillingDocument>

describe('buildXRechnungCii', () => {
  it.each(Object.entries(variants))('writes the %s variant for the official validator', (name, doc) => {
    const xml = buildXRechnungCii(doc)
    writeTestInvoice(name, xml)
    expect(all(xml, 'ram:ID')).toContain(doc.number)
  })

  // CI validates these files with the official rules (../shared/tools/einvoice).
  it.each(Object.entries(sampleInvoices))('writes the %s invoice for the official validator', (name, doc) => {
    const xml = buildXRechnungCii(doc)
    writeTestInvoice(name, xml)
    expect(one(xml, 'ram:ID')).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')
    expect(xml).toContain(`<ram:ID>${XRECHNUNG_GUIDELINE}</ram:ID>`)
    expect(all(xml, 'ram:ID')).toContain(doc.number)
  })

  it('sends the wedding totals as computed, the discount as a negative quantity at a positive price', () => {
    const xml = buildXRechnungCii(weddingInvoice)
    expect(one(xml, 'ram:TypeCode')).toBe('380')
    expect(one(xml, 'ram:LineTotalAmount')).toBe('2500.00')
    expect(all(xml, 'ram:BilledQuantity')).toEqual(['1', '12', '8.5', '1.5', '-1'])
    expect(all(xml, 'ram:ChargeAmount')).toEqual(['2500.00', '45.90', '65.00', '33.33', '150.00'])
    expect(one(xml, 'ram:TaxBasisTotalAmount')).toBe('3503.30')
    expect(one(xml, 'ram:TaxTotalAmount')).toBe('665.63')
    expect(one(xml, 'ram:GrandTotalAmount')).toBe('4168.93')
    expect(one(xml, 'ram:DuePayableAmount')).toBe('4168.93')
    // a private customer has no buyer reference: BT-10 falls back to the event
    expect(one(xml, 'ram:BuyerReference')).toBe('Hochzeit Müller &amp; Özdemir')
    expect(one(xml, 'ram:IBANID')).toBe('DE75512108001245126199')
    expect(xml).toContain('<ram:DueDateDateTime>\n')
  })

  it('uses the Leitweg-ID as buyer reference and 326 for a deposit invoice', () => {
    const xml = buildXRechnungCii(companyDepositInvoice)
    expect(one(xml, 'ram:TypeCode')).toBe('326')
    expect(one(xml, 'ram:BuyerReference')).toBe('04011000-12345-34')
  })

  it('deducts the deposit per rate in the final invoice and references it (BT-25)', () => {
    const xml = buildXRechnungCii(companyFinalInvoice)
    expect(one(xml, 'ram:TypeCode')).toBe('380')
    expect(all(xml, 'ram:BasisAmount')).toEqual(['3623.20', '2394.00'])
    expect(all(xml, 'ram:CalculatedAmount')).toEqual(['688.41', '167.58'])
    expect(xml).toMatch(/<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2026-0002<\/ram:IssuerAssignedID>/)
    expect(all(xml, 'ram:Content')).toContain('Abschlagsrechnung RE-2026-0002 vom 04.05.2026')
  })

  it('sends a 7 %/19 % catering split as two tax subtotals', () => {
    const xml = buildXRechnungCii(cateringInvoice)
    expect(all(xml, 'ram:RateApplicablePercent').slice(-2)).toEqual(['19', '7'])
    expect(all(xml, 'ram:BasisAmount')).toEqual(['2309.13', '2744.00'])
  })

  it('sends the exact net unit price (up to four decimals) of a gross-priced package split into drinks and food', () => {
    // 80 × 89,00 € gross, drinks share 30 %: 26,70 € gross at 19 % and 62,30 € gross at 7 % per person.
    // Net unit prices: 26,70 / 1,19 = 22,436974… → 22,4370; 62,30 / 1,07 = 58,224299… → 58,2243.
    // Line nets: 2.136,00 / 1,19 = 1.794,957… → 1.794,96; 4.984,00 / 1,07 = 4.657,943… → 4.657,94.
    // VAT: 1.794,96 × 0,19 = 341,0424 → 341,04; 4.657,94 × 0,07 = 326,0558 → 326,06; 7.120,00 gross.
    const doc: BillingDocument = {
      ...cateringInvoice,
      number: 'RE-2026-0104',
      lines: [
        {
          position: 1,
          text: 'Hochzeitspaket – Getränkeanteil 30 %',
          quantityMilli: 80000,
          unitCode: 'XPP',
          unitLabel: 'Person',
          unitPriceNetCents: 2244,
          unitPriceE4: 267000,
          priceBasis: 'gross',
          vatRate: 19,
          group: 'paket',
        },
        {
          position: 2,
          text: 'Hochzeitspaket – Speisenanteil 70 %',
          quantityMilli: 80000,
          unitCode: 'XPP',
          unitLabel: 'Person',
          unitPriceNetCents: 5822,
          unitPriceE4: 623000,
          priceBasis: 'gross',
          vatRate: 7,
          group: 'paket',
        },
        {
          position: 3,
          text: 'Fingerfood',
          quantityMilli: 80000,
          unitCode: 'XPP',
          unitLabel: 'Person',
          unitPriceNetCents: 2150,
          vatRate: 7,
        },
      ],
    }
    const xml = buildXRechnungCii(doc)
    writeTestInvoice('package-gross-split', xml)
    expect(all(xml, 'ram:ChargeAmount')).toEqual(['22.437', '58.2243', '21.50'])
    expect(all(xml, 'ram:LineTotalAmount').slice(0, 3)).toEqual(['1794.96', '4657.94', '1720.00'])
    expect(all(xml, 'ram:BasisAmount')).toEqual(['1794.96', '6377.94'])
    expect(all(xml, 'ram:CalculatedAmount')).toEqual(['341.04', '446.46'])
    expect(one(xml, 'ram:GrandTotalAmount')).toBe('8960.40')
  })

  it('sends a Kleinunternehmer invoice as category E with the § 19 reason and the tax number', () => {
    const xml = buildXRechnungCii(smallBusinessInvoice)
    expect(all(xml, 'ram:CategoryCode')).toEqual(['E', 'E', 'E'])
    expect(one(xml, 'ram:ExemptionReason')).toContain('§ 19 UStG')
    expect(xml).toContain('<ram:ID schemeID="FC">201/123/45678</ram:ID>')
    expect(one(xml, 'ram:TotalPrepaidAmount')).toBe('500.00')
    expect(one(xml, 'ram:DuePayableAmount')).toBe('1336.00')
  })

  it('sends a cancellation as a credit note (381) referencing the cancelled invoice', () => {
    const xml = buildXRechnungCii(weddingCancellation)
    expect(one(xml, 'ram:TypeCode')).toBe('381')
    expect(one(xml, 'ram:GrandTotalAmount')).toBe('4168.93')
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>RE-2026-0001<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20260620</,
    )
  })

  it('escapes text and refuses offers and drafts', () => {
    const xml = buildXRechnungCii({
      ...weddingInvoice,
      lines: [{ ...weddingInvoice.lines[0], text: 'Sekt <Brut> & "Rosé"' }],
    })
    expect(xml).toContain('Sekt &lt;Brut&gt; &amp; "Rosé"')
    expect(() => buildXRechnungCii({ ...weddingInvoice, kind: 'offer' })).toThrow()
    expect(() => buildXRechnungCii({ ...weddingInvoice, number: null })).toThrow()
  })
})
