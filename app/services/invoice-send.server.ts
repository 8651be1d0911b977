import { finalizeInvoice } from '~/models/invoice-finalize.server'
import { findInvoice } from '~/models/invoice.server'
import {
  DOCUMENT_MAIL_MESSAGES,
  documentRecipient,
  recipientRefusal,
  sendInvoiceMail,
  type DocumentMailProblem,
  type MailTenant,
} from './invoice-mail.server'

// intent=send (a finalised invoice) and intent=finalize-send (a draft:
// finalise, then send) on /tenant/invoices/$invoiceId. The recipient and the
// tenant's mail admission are checked before anything is finalised, so a
// refused mail leaves the draft a draft.

/** `finalized`: the draft was finalised even though the mail then failed (the page shows the invoice, with a warning). */
export type InvoiceSendOutcome =
  | { ok: true; invoiceNumber: string; message: string }
  | { ok: false; status: number; message: string; finalized?: boolean }

const FINALIZE_PROBLEMS = {
  already: 'Diese Rechnung ist bereits abgeschlossen.',
  'deposits-exceed': 'Die Abschläge würden die Summe des Auftrags übersteigen.',
  'issue-date':
    'Das Rechnungsdatum liegt vor dem der letzten abgeschlossenen Rechnung. Bitte im Entwurf ein späteres Datum wählen.',
} as const

export async function sendInvoiceIntent(
  tenant: MailTenant,
  actor: { id: string; name: string },
  invoiceId: string,
  finalize: boolean,
): Promise<InvoiceSendOutcome | null> {
  let invoice = findInvoice(tenant.id, invoiceId)
  if (!invoice) return null
  if (invoice.status === 'draft' && !finalize)
    return { ok: false, status: 400, message: DOCUMENT_MAIL_MESSAGES['not-final'] }
  if (invoice.status === 'cancelled')
    return {
      ok: false,
      status: 400,
      message: 'Eine stornierte Rechnung wird nicht mehr versendet; senden Sie die Stornorechnung.',
    }
  const recipient = documentRecipient(tenant.id, invoice.endCustomerId)
  if (!recipient.ok) return recipientRefusal(recipient.problem)
  if (invoice.status === 'draft') {
    const finalized = finalizeInvoice(tenant.id, invoice.id, { type: 'staff', id: actor.id, name: actor.name })
    if (!finalized) return null
    if (!finalized.ok) {
      const message =
        finalized.reason === 'missing'
          ? `Rechnungsdaten fehlen: ${(finalized.missing ?? []).join(', ')}. Bitte unter Einstellungen → Rechnungsdaten ergänzen.`
          : FINALIZE_PROBLEMS[finalized.reason]
      return { ok: false, status: 400, message }
    }
    invoice = finalized.invoice
  }
  const sent = await sendInvoiceMail(tenant, invoice)
  const number = invoice.number ?? ''
  if (sent.ok) return { ok: true, invoiceNumber: number, message: `Rechnung ${number} wurde an ${sent.to} gesendet.` }
  return {
    ok: false,
    status: mailProblemStatus(sent.problem),
    message: finalize
      ? `Rechnung ${number} ist abgeschlossen, aber die E-Mail ging nicht hinaus: ${DOCUMENT_MAIL_MESSAGES[sent.problem]}`
      : DOCUMENT_MAIL_MESSAGES[sent.problem],
    finalized: finalize,
  }
}

/** Only a failing mail transport is the server's fault (502); every other reason is the request's or a limit's. */
function mailProblemStatus(problem: DocumentMailProblem) {
  if (problem === 'mail-failed') return 502
  if (problem === 'recipient-limit' || problem === 'tenant-limit') return 429
  if (problem === 'tenant-read-only') return 403
  return 400
}
