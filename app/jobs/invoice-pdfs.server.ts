import { storeMissingInvoicePdfs } from '~/models/invoice-pdf.server'
import { registerBackgroundJob } from '~/utils/background.server'

// Every 10 s: the PDFs of up to 5 finalised invoices that have none stored
// yet (about 0.6 s CPU per run). Once none is missing, it looks again hourly
// (a finalising request stores its own PDF; this only catches up).

const HOUR = 60 * 60_000
let idleUntil = 0

registerBackgroundJob({
  name: 'invoice-pdfs',
  everyMs: 10_000,
  run: async (now) => {
    if (now < idleUntil) return
    const stored = await storeMissingInvoicePdfs(5)
    idleUntil = stored === 0 ? now + HOUR : 0
  },
})
