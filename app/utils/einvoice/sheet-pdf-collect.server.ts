import type PDFDocument from 'pdfkit'

/** The bytes of a finished PDFKit document. */
export function collectPdfBytes(pdf: InstanceType<typeof PDFDocument>): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    pdf.on('error', reject)
    pdf.end()
  })
}
