// Bench scenario: time and CPU to make one invoice's e-invoice documents in
// process: the XRechnung CII XML (buildXRechnungCii) and the ZUGFeRD PDF/A-3
// with that XML embedded (renderInvoicePdf). The TypeScript modules are loaded
// through Vite's SSR loader, so no build is needed. Figures are per document.
// Also runs alone: node scripts/bench/scenario-invoice-pdf.js [--count 40]
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const title = 'Rechnung: XRechnung-XML + ZUGFeRD-PDF'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

async function loadEngine() {
  const { createServer } = await import('vite')
  const { default: tsconfigPaths } = await import('vite-tsconfig-paths')
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [tsconfigPaths({ root })],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  })
  const load = (/** @type {string} */ file) => vite.ssrLoadModule(path.join(root, file))
  const [xml, pdf, samples] = await Promise.all([
    load('app/utils/einvoice/xrechnung-cii.server.ts'),
    load('app/utils/einvoice/invoice-pdf.server.ts'),
    load('tests/support/billing-sample-documents.ts'),
  ])
  return { vite, buildXRechnungCii: xml.buildXRechnungCii, renderInvoicePdf: pdf.renderInvoicePdf, samples }
}

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (/** @type {number} */ n) =>
 Math.round(n * 100) / 100

/** Renders `count` invoices (the catering invoice: two VAT rates, four lines). */
export async function measureInvoiceDocuments(count = 40) {
  const engine = await loadEngine()
  try {
    const doc = engine.samples.cateringInvoice
    const once = async () => engine.renderInvoicePdf(doc, engine.buildXRechnungCii(doc))
    for (let i = 0; i < 5; i++) await once() // warm-up: font parsing, JIT
    const times = []
    let bytes = 0
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    for (let i = 0; i < count; i++) {
      const t0 = performance.now()
      bytes += (await once()).length
      times.push(performance.now() - t0)
    }
    const wallMs = performance.now() - started
    const cpu = process.cpuUsage(cpuBefore)
    times.sort((a, b) => a - b)
    return {
      label: `1 Rechnung (XML + PDF/A-3), ${count}×, im Prozess`,
      reqPerSec: round((count / wallMs) * 1000),
      p50: round(percentile(times, 50)),
      p99: round(percentile(times, 99)),
      cpuMsPerRequest: round((cpu.user + cpu.system) / 1000 / count),
      kbPerPdf: Math.round(bytes / count / 1024),
    }
  } finally {
    await engine.vite.close()
  }
}

export async function run() {
  return [await measureInvoiceDocuments()]
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--count')
  const result = await measureInvoiceDocuments(i > 0 ? Number(process.argv[i + 1]) : 40)
  console.log(`${title}: ${result.p50} ms je Dokument (p50), p99 ${result.p99} ms, CPU ${result.cpuMsPerRequest} ms, ${result.kbPerPdf} KB je PDF`)
}
