import { describe, expect, it } from 'vitest'
import { create } from 'xmlbuilder2'
import type { BillingDocument } from '~/domain/billing/document'
import {
  cateringInvoice,
  companyDepositInvoice,
  companyFinalInvoice,
  sampleInvoices,
  smallBusinessInvoice,
  weddingCancellation,
  weddingInvoice,
} from '../../../tests/support/billing-sample-documents'
import { buildXRechnungCii } from './xrechnung-cii.server'
import { renderInvoicePdf } from './invoice-pdf.server'
import { renderOfferPdf } from './offer-pdf.server'
import { inspectPdf } from '../../../tests/support/pdf-inspect'

const render = async (doc: BillingDocument) => {
  const xml = buildXRechnungCii(doc)
  const bytes = await renderInvoicePdf(doc, xml)
  return { xml, bytes, ...(await inspectPdf(bytes)) }
}

/** The particulars § 14 Abs. 4 UStG asks of every invoice, as printed text. */
function particulars(doc: BillingDocument): string[] {
  const { seller, buyer } = doc
  return [
    seller.legalName,
    seller.address.street,
    `${seller.address.postcode} ${seller.address.city}`,
    buyer.company ?? buyer.name,
    buyer.address.street,
    `${buyer.address.postcode} ${buyer.address.city}`,
    seller.vatId ? `USt-IdNr.: ${seller.vatId}` : `Steuernummer: ${seller.taxNumber}`,
    `Rechnungsnummer ${doc.number}`,
    `Rechnungsdatum ${doc.issueDate.split('-').reverse().join('.')}`,
  ]
}

describe('renderInvoicePdf (ZUGFeRD/Factur-X, PDF/A-3)', () => {
  it.each(Object.entries(sampleInvoices))('embeds exactly the XRechnung download in the %s PDF', async (_name, doc) => {
    const pdf = await render(doc)
    expect([...pdf.attachments.keys()]).toEqual(['xrechnung.xml'])
    expect(pdf.attachments.get('xrechnung.xml')).toBe(pdf.xml)
    expect(pdf.xmp).toContain('<pdfaid:part>3</pdfaid:part>')
    expect(pdf.xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>')
    expect(pdf.xmp).toContain('<fx:DocumentFileName>xrechnung.xml</fx:DocumentFileName>')
    expect(pdf.xmp).toContain('<fx:ConformanceLevel>XRECHNUNG</fx:ConformanceLevel>')
    for (const particular of particulars(doc)) expect(pdf.text).toContain(particular)
  })

  it('prints every § 14 particular of the wedding invoice, fonts embedded', async () => {
    const pdf = await render(weddingInvoice)
    const raw = Buffer.from(pdf.bytes).toString('latin1')
    expect(raw).toContain('/AFRelationship /Alternative')
    expect(raw).toContain('/FontFile2')
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/)
    for (const text of [
      'Festzauber Eventplanung GmbH',
      'Königsallee 12',
      '40212 Düsseldorf', // seller name and address
      'Sophie Müller',
      'Lindenstraße 5',
      '50674 Köln', // buyer name and address
      'Steuernummer: 133/5713/0815',
      'USt-IdNr.: DE123456789', // tax number and VAT ID
      'Rechnungsdatum 20.06.2026',
      'Rechnung RE-2026-0001', // date and consecutive number
      'Leistungsdatum 13.06.2026', // service date = the event date
      '3 Koordination am Hochzeitstag 8,5 Std. 65,00 € 19 % 552,50 €', // quantity and kind of service
      '4 Fotobox inkl. Betreuung 1,5 Std. 33,33 € 19 % 50,00 €',
      'Tischgestecke „Sommerwiese“ 12 Stück 45,90 € 19 % 550,80 €',
      'Nettobetrag 19 % 3.503,30 €',
      'Umsatzsteuer 19 % 665,63 €', // net per rate, rate, tax per rate
      'Gesamtbetrag brutto 4.168,93 €', // gross
      'Fällig am 04.07.2026',
      'IBAN DE75512108001245126199',
    ])
      expect(pdf.text).toContain(text)
  })

  it('shows both rates of a catering package split', async () => {
    const pdf = await render(cateringInvoice)
    for (const text of [
      'Catering-Paket „Genuss“ – Speisen 80 Person 34,30 € 7 % 2.744,00 €',
      'Catering-Paket „Genuss“ – Getränke 80 Person 14,70 € 19 % 1.176,00 €',
      'Nettobetrag 19 % 2.309,13 €',
      'Umsatzsteuer 19 % 438,73 €',
      'Nettobetrag 7 % 2.744,00 €',
      'Umsatzsteuer 7 % 192,08 €',
      'Gesamtbetrag brutto 5.683,94 €',
    ])
      expect(pdf.text).toContain(text)
  })

  it('deposit and final invoice: service period, Leitweg-ID, deposit deducted per rate', async () => {
    const deposit = await render(companyDepositInvoice)
    expect(deposit.text).toContain('Abschlagsrechnung RE-2026-0002')
    expect(deposit.text).toContain('Leistungszeitraum 21.08.2026 – 22.08.2026')
    expect(deposit.text).toContain('Leitweg-ID / Referenz 04011000-12345-34')
    expect(deposit.text).toContain('Ihre USt-IdNr. DE987654321')
    const final = await render(companyFinalInvoice)
    for (const text of [
      'Schlussrechnung RE-2026-0003',
      'Abzüglich Abschlagsrechnung RE-2026-0002 (19 % USt) -1 pauschal 1.552,80 € 19 % -1.552,80 €',
      'Abzüglich Abschlagsrechnung RE-2026-0002 (7 % USt) -1 pauschal 1.026,00 € 7 % -1.026,00 €',
      'Nettobetrag 19 % 3.623,20 €',
      'Umsatzsteuer 19 % 688,41 €',
      'Nettobetrag 7 % 2.394,00 €',
      'Umsatzsteuer 7 % 167,58 €',
      'Gesamtbetrag brutto 6.873,19 €',
    ])
      expect(final.text).toContain(text)
  })

  it('Kleinunternehmer: the § 19 note, no VAT lines, the open amount after a payment', async () => {
    const pdf = await render(smallBusinessInvoice)
    expect(pdf.text).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet')
    expect(pdf.text).toContain('Steuernummer: 201/123/45678')
    expect(pdf.text).not.toContain('Umsatzsteuer 19 %')
    expect(pdf.text).toContain('Gesamtbetrag 1.836,00 €')
    expect(pdf.text).toContain('Bereits bezahlt -500,00 €')
    expect(pdf.text).toContain('Offener Betrag 1.336,00 €')
  })

  it('cancellation: negative amounts and the cancelled invoice', async () => {
    const pdf = await render(weddingCancellation)
    expect(pdf.text).toContain('Stornorechnung RE-2026-0006')
    expect(pdf.text).toContain('Storno zur Rechnung RE-2026-0001 vom 20.06.2026.')
    expect(pdf.text).toContain('Gesamtbetrag brutto -4.168,93 €')
    expect(pdf.text).not.toContain('Bitte überweisen Sie')
  })

  it('writes valid XMP with exactly one dc:title and one dc:creator, names escaped', async () => {
    const seller = { ...weddingInvoice.seller, legalName: 'Müller & Söhne <Events> GmbH' }
    const pdf = await render({ ...weddingInvoice, seller })
    const count = (tag: string) => pdf.xmp.split(tag).length - 1
    expect(count('<dc:title>')).toBe(1)
    expect(count('<dc:creator>')).toBe(1)
    expect(count('<dc:format>')).toBe(1)
    expect(pdf.xmp).toContain('<rdf:li xml:lang="x-default">Rechnung RE-2026-0001</rdf:li>')
    expect(pdf.xmp).toContain('<rdf:li>Müller &amp; Söhne &lt;Events&gt; GmbH</rdf:li>')
    expect(pdf.xmp).toContain('<xmp:CreatorTool>Müller &amp; Söhne &lt;Events&gt; GmbH</xmp:CreatorTool>')
    // well-formed: the XML parser reads the whole packet
    const packet = pdf.xmp.slice(pdf.xmp.indexOf('<x:xmpmeta'), pdf.xmp.indexOf('</x:xmpmeta>') + '</x:xmpmeta>'.length)
    expect(() => create(packet)).not.toThrow()
  })

  it('renders a draft without XML as a plain PDF marked as draft', async () => {
    const pdf = await inspectPdf(await renderInvoicePdf({ ...weddingInvoice, number: null }, null))
    expect(pdf.text).toContain('Rechnung (Entwurf)')
    expect(pdf.attachments.size).toBe(0)
    expect(pdf.xmp).not.toContain('fx:DocumentFileName')
  })

  it('breaks long invoices over pages with the footer on each', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      ...weddingInvoice.lines[1],
      position: i + 1,
      text: `Tischgestecke Tisch ${i + 1}`,
    }))
    const pdf = await render({ ...weddingInvoice, lines })
    expect(pdf.pages).toBeGreaterThan(1)
    expect(pdf.text).toContain(`Seite ${pdf.pages} von ${pdf.pages}`)
    expect(pdf.text).toContain('60 Tischgestecke Tisch 60')
  })
})

describe('renderOfferPdf', () => {
  it('prints the offer with validity, lines and totals per rate', async () => {
    const offer: BillingDocument = {
      ...cateringInvoice,
      kind: 'offer',
      number: 'AN-2026-0009',
      dueDate: '2026-05-31',
      paymentTermsText: null,
    }
    const pdf = await inspectPdf(await renderOfferPdf(offer))
    for (const text of [
      'Angebot AN-2026-0009',
      'Angebotsnummer AN-2026-0009',
      'Gültig bis 31.05.2026',
      'Leistungsdatum 04.07.2026',
      'Nettobetrag 7 % 2.744,00 €',
      'Umsatzsteuer 19 % 438,73 €',
      'Gesamtbetrag brutto 5.683,94 €',
    ])
      expect(pdf.text).toContain(text)
    expect(pdf.attachments.size).toBe(0)
    await expect(renderOfferPdf(weddingInvoice)).rejects.toThrow()
  })
})
