import { data } from '@remix-run/node'
import { invoiceDraftSchema } from '~/forms/invoice-draft'
import { berlinDate } from '~/models/billing-document.server'
import { latestInvoiceDate } from '~/models/invoice-finalize.server'
import { type Invoice } from '~/models/invoice.server'
import { deleteInvoiceDraft, saveInvoiceDraft } from '~/models/invoice-draft-edit.server'
import { deletePayment } from '~/models/invoice-payment.server'
import { formLines } from '~/models/offer-lines.server'
import { parseWithZod } from '~/utils/conform'
import { getDb } from '~/utils/db.server'
import { formatCents } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'

// The invoice page's draft work: save the draft (lines, invoice date,
// Leistungsdatum, texts), delete the draft, take back a wrongly recorded
// payment. The route only dispatches the intents here; a finalised invoice is
// never edited or deleted.

export function invoiceDraftBounds(tenantId: string, now = Date.now()) {
  return { today: berlinDate(now), earliest: latestInvoiceDate(getDb(), tenantId) }
}

export function saveInvoiceDraftAction(tenantId: string, inv: Invoice, formData: FormData) {
  const url = `/tenant/invoices/${inv.id}`
  if (inv.status !== 'draft' || inv.kind === 'cancellation')
    return redirectWithToast(url, {
      type: 'error',
      description: 'Eine abgeschlossene Rechnung wird nicht mehr geändert.',
    })
  const submission = parseWithZod(formData, { schema: invoiceDraftSchema(invoiceDraftBounds(tenantId)) })
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 })
  const v = submission.value
  const saved = saveInvoiceDraft(tenantId, inv.id, {
    lines: formLines(v.lines),
    issueDate: v.issue_date,
    serviceFrom: v.service_from,
    serviceTo: v.service_to,
    intro: v.intro,
    closing: v.closing,
  })
  if (!saved.ok)
    return redirectWithToast(url, {
      type: 'error',
      description: 'Eine abgeschlossene Rechnung wird nicht mehr geändert.',
    })
  return redirectWithToast(url, { type: 'success', description: 'Rechnungsentwurf wurde gespeichert.' })
}

export function deleteInvoiceDraftAction(tenantId: string, inv: Invoice) {
  const r = deleteInvoiceDraft(tenantId, inv.id)
  if (!r) notFound()
  if (!r.ok)
    return redirectWithToast(`/tenant/invoices/${inv.id}`, {
      type: 'error',
      description: 'Eine abgeschlossene Rechnung kann nicht gelöscht werden. Erstellen Sie eine Stornorechnung.',
    })
  const back = r.offerId ? `/tenant/offers/${r.offerId}` : '/tenant/billing?tab=invoices'
  return redirectWithToast(back, { type: 'success', description: 'Rechnungsentwurf wurde gelöscht.' })
}

export function deletePaymentAction(tenantId: string, inv: Invoice, formData: FormData) {
  const url = `/tenant/invoices/${inv.id}`
  const paymentId = String(formData.get('payment_id') ?? '')
  const r = deletePayment(tenantId, inv.id, paymentId)
  if (!r) notFound()
  if (!r.ok) return redirectWithToast(url, { type: 'error', description: 'Diese Zahlung gibt es nicht (mehr).' })
  return redirectWithToast(url, {
    type: 'success',
    description: `Zahlung über ${formatCents(r.amountCents)} wurde gelöscht.`,
  })
}
