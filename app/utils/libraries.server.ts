import { createRequire } from 'node:module'

// Libraries that only some requests need (PDF, e-invoice XML, QR codes, ZIP
// exports, uploads, mail delivery), required at their first use instead of
// when a server process starts (docs/decisions/146u-libraries-on-first-use.md).
// Loaded at start, their code (about 11 MB of each worker's heap) is marked by
// every full garbage collection of every worker, whether a PDF is ever made
// there or not. Each is loaded once and then kept.

const require = createRequire(import.meta.url)

function onFirstUse<T>(id: string): () => T {
  let library: T | undefined
  return () => (library ??= require(id) as T)
}

export const pdfKit = onFirstUse<typeof import('pdfkit')>('pdfkit')
export const xmlBuilder = onFirstUse<typeof import('xmlbuilder2')>('xmlbuilder2')
export const qrCode = onFirstUse<typeof import('qrcode')>('qrcode')
export const zipWriter = onFirstUse<typeof import('fflate')>('fflate')
export const multipartParser = onFirstUse<typeof import('busboy')>('busboy')
export const resendClient = onFirstUse<typeof import('resend')>('resend')

/**
 * file-type is an ES module only: imported (once, Node keeps it) by the first
 * upload. Callers load it before their own catch of a detection error, so a
 * library that cannot be loaded fails the request instead of reading as an
 * unknown file type.
 */
export const fileTypeDetector = async () => (await import('file-type')).fileTypeFromFile
