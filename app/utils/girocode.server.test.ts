import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { weddingInvoice } from '../../tests/support/billing-sample-documents'
import { buildXRechnungCii } from '~/utils/einvoice/xrechnung-cii.server'
import { renderInvoicePdf } from './einvoice/invoice-pdf.server'
import { inspectPdf } from '../../tests/support/pdf-inspect'
import { giroCodeMatrix, giroCodeSvg, type QrMatrix } from './girocode.server'

// The GiroCode is read back with jsQR, a decoder independent of the library
// that drew it, from the very squares the PDF draws (4 pixels a module, quiet zone of 4).
function decode(code: QrMatrix) {
  const scale = 4
  const width = (code.size + 8) * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.dark(x, y)) continue
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + 4) * scale + dy) * width + (x + 4) * scale + dx) * 4
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0
        }
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null
}

describe('GiroCode', () => {
  it('decodes to the IBAN, the open amount and the invoice number', () => {
    // 1 234,56 € open on invoice RE-2026-0001
    const code = giroCodeMatrix({
      bic: 'SOGEDEFFXXX',
      name: 'Festzauber Eventplanung GmbH',
      iban: 'DE75512108001245126199',
      amountCents: 123456,
      remittance: 'RE-2026-0001',
    })
    expect(code).not.toBeNull()
    expect(decode(code!)).toBe(
      'BCD\n002\n1\nSCT\nSOGEDEFFXXX\nFestzauber Eventplanung GmbH\nDE75512108001245126199\nEUR1234.56\n\n\nRE-2026-0001',
    )
  })

  it('is an SVG image for the portal, and none when nothing is open', async () => {
    expect(
      await giroCodeSvg({ bic: null, name: 'A', iban: 'DE75512108001245126199', amountCents: 100, remittance: 'R' }),
    ).toMatch(/^<svg/)
    expect(
      await giroCodeSvg({ bic: null, name: 'A', iban: 'DE75512108001245126199', amountCents: 0, remittance: 'R' }),
    ).toBeNull()
  })

  it('is printed on the invoice PDF while something is open, not once it is paid', async () => {
    const xml = buildXRechnungCii(weddingInvoice)
    const open = await inspectPdf(await renderInvoicePdf(weddingInvoice, xml, { openCents: 50000 }))
    expect(open.text).toContain('GiroCode')
    const paid = await inspectPdf(await renderInvoicePdf(weddingInvoice, xml, { openCents: 0 }))
    expect(paid.text).not.toContain('GiroCode')
  })
})
