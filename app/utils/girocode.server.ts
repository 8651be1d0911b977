import { giroCodePayload, type GiroCodeInput } from '~/domain/billing/girocode'
import { qrCode } from '~/utils/libraries.server'

// The GiroCode as a QR matrix (for the PDF, drawn as vector squares) and as an
// SVG image (the customer portal; an <img>, so it shows without JavaScript).
// EPC069-12 asks for error correction level M. Library choice: ADR 135.

export type QrMatrix = { size: number; dark: (x: number, y: number) => boolean }

export function giroCodeMatrix(input: GiroCodeInput): QrMatrix | null {
  const payload = giroCodePayload(input)
  if (!payload) return null
  const qr = qrCode().create(payload, { errorCorrectionLevel: 'M' })
  const { size, data } = qr.modules
  return { size, dark: (x, y) => data[y * size + x] === 1 }
}

/** The code as an SVG document (4 modules of quiet zone), or null when no transfer can be asked for. */
export async function giroCodeSvg(input: GiroCodeInput): Promise<string | null> {
  const payload = giroCodePayload(input)
  if (!payload) return null
  return qrCode().toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })
}

/** A data: URL of the SVG for an <img src> (the CSP allows data: images). */
export async function giroCodeDataUrl(input: GiroCodeInput): Promise<string | null> {
  const svg = await giroCodeSvg(input)
  return svg ? `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` : null
}
