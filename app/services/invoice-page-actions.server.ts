import { data } from '@remix-run/node'
import { todayYmd } from '~/domain/event-dates'
import { paymentSchema } from '~/forms/payment'
import { cancelInvoice } from '~/models/invoice-cancel.server'
import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { recordPayment } from '~/models/invoice-payment.server'
import { storeInvoicePdfs } from '~/models/invoice-pdf.server'
import type { Invoice } from '~/models/invoice.server'
import { formatCents } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'

// The invoice page's intents that change a finalised invoice's standing:
// finalize (number, frozen, PDFs stored), payment (paid_on, amount) and
// cancel (Stornorechnung). Each answers with a redirect and a toast, or with
// the page's errors (and the typed values) and status 400.

type Errors = Record<string, string>
type Staff = { tenantId: string; userId: string; name: string }

export const invoicePageError = (errors: Errors, values: Record<string, string> = {}) =>
  data({ errors, values }, { status: 400 })
const fail = invoicePageError

export async function finalizeInvoiceAction(staff: Staff, inv: Invoice, url: string) {
  const r = finalizeInvoice(staff.tenantId, inv.id, { type: 'staff', id: staff.userId, name: staff.name })
  if (!r) notFound()
  if (r.ok) {
    await storeInvoicePdfs(staff.tenantId, [r.invoice.id])
    return redirectWithToast(url, {
      type: 'success',
      description: `Rechnung ${r.invoice.number} wurde abgeschlossen.`,
    })
  }
  if (r.reason === 'already')
    return redirectWithToast(url, { type: 'info', description: 'Diese Rechnung ist bereits abgeschlossen.' })
  if (r.reason === 'issue-date')
    return fail({
      form: 'Das Rechnungsdatum liegt vor dem der letzten abgeschlossenen Rechnung. Bitte im Entwurf ein späteres Datum wählen.',
    })
  if (r.reason === 'missing')
    return fail({
      form: `Rechnungsdaten fehlen: ${r.missing!.join(', ')}. Bitte unter Einstellungen → Rechnungsdaten ergänzen.`,
    })
  return fail({
    form:
      inv.kind === 'deposit'
        ? 'Die Abschläge würden die Summe des Auftrags übersteigen: Alle Abschläge zusammen dürfen höchstens 100 % betragen.'
        : 'Die Abschläge übersteigen die Summe der Schlussrechnung.',
  })
}

export function recordPaymentAction(tenantId: string, inv: Invoice, formData: FormData, url: string) {
  const intent = formData.get('intent')
  const values = {
    paid_on: String(formData.get('paid_on') ?? '').trim(),
    amount: String(formData.get('amount') ?? '').trim(),
  }
  const parsed = paymentSchema(todayYmd()).safeParse({ intent, ...values })
  if (!parsed.success) {
    const errors: Errors = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'paid_on' || issue.path[0] === 'amount' ? issue.path[0] : 'form'
      errors[field] ??= issue.message
    }
    return fail(errors, values)
  }
  const { paid_on: paidOn, amount } = parsed.data
  const r = recordPayment(tenantId, inv.id, paidOn, amount!)
  if (!r) notFound()
  if (!r.ok)
    return fail(
      r.reason === 'too-much'
        ? { amount: `Der Betrag ist höher als der offene Betrag (${formatCents(inv.payableCents - inv.paidCents)})` }
        : { form: 'Zahlungen gibt es nur für abgeschlossene, offene Rechnungen.' },
      values,
    )
  return redirectWithToast(url, { type: 'success', description: 'Zahlung wurde erfasst.' })
}

export async function cancelInvoiceAction(staff: Staff, inv: Invoice) {
  const r = cancelInvoice(staff.tenantId, inv.id, { id: staff.userId, name: staff.name })
  if (!r) notFound()
  if (!r.ok) {
    const messages = {
      'not-final': 'Nur eine abgeschlossene Rechnung kann storniert werden.',
      'has-payments': 'Eine Rechnung mit Zahlungen kann nicht storniert werden.',
      missing: `Rechnungsdaten fehlen: ${(r.missing ?? []).join(', ')}`,
    }
    return fail({ form: messages[r.reason] })
  }
  await storeInvoicePdfs(staff.tenantId, [r.cancellationId])
  return redirectWithToast(`/tenant/invoices/${r.cancellationId}`, {
    type: 'success',
    description: 'Stornorechnung wurde erstellt.',
  })
}
