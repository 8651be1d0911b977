import type { BillingDocument } from '~/domain/billing/document'
import { INVOICE_KIND_LABELS, openCentsOf } from '~/domain/billing/invoice-state'
import { customerGreeting } from '~/domain/salutation'
import { documentFileName } from '~/models/billing-pdf.server'
import { invoicePdfBytes } from '~/models/invoice-pdf.server'
import { findCustomer } from '~/models/end-customer.server'
import type { Invoice } from '~/models/invoice.server'
import { imprintLines, signature } from '~/services/mail/customer-login-mail.server'
import { formatCents, formatDay } from '~/utils/format'
import { actionMail, type MailAttachment } from '~/services/mail/mail.server'
import { tenantMailRefusal, TENANT_MAIL_MESSAGES } from '~/services/mail/mail-limits.server'
import { sendTenantMail } from '~/services/mail/tenant-mail.server'
import { documentSignInUrl, invoicePortalPath } from './document-link.server'

// 'Rechnung senden': the finalised invoice as ZUGFeRD PDF and as XRechnung
// XML to the customer's billing address, with the invoice's own texts, through
// the tenant's mail admission (limits, read-only tenants).

export type MailTenant = {
  id: string
  name: string
  subdomain: string
  primaryColor: string | null
  imprintUrl?: string | null
}

export type DocumentMailProblem =
  'no-customer' | 'inactive' | 'not-final' | 'mail-failed' | 'tenant-read-only' | 'recipient-limit' | 'tenant-limit'

export const DOCUMENT_MAIL_MESSAGES: Record<DocumentMailProblem, string> = {
  'no-customer': 'Die Rechnung hat keinen Kunden mit E-Mail-Adresse, an den sie gehen kann.',
  inactive: 'Der Kunde ist inaktiv. Aktivieren Sie ihn zuerst, um ihm Dokumente zu senden.',
  'not-final': 'Nur eine abgeschlossene Rechnung kann versendet werden.',
  'mail-failed': 'Die E-Mail konnte nicht versendet werden. Bitte versuchen Sie es später erneut.',
  ...TENANT_MAIL_MESSAGES,
}

/** The customer a document mail goes to, or why there is none; checks the mail admission without counting. */
export function documentRecipient(tenantId: string, endCustomerId: string | null) {
  const customer = endCustomerId ? findCustomer(tenantId, endCustomerId) : null
  if (!customer || customer.erasedAt) return { ok: false as const, problem: 'no-customer' as const }
  if (!customer.isActive) return { ok: false as const, problem: 'inactive' as const }
  const refusal = tenantMailRefusal(tenantId, customer.email)
  if (refusal) return { ok: false as const, problem: refusal }
  return { ok: true as const, customer }
}

/** The answer when a document mail has no recipient: 403 read-only tenant, 429 a mail limit, else 400. */
export function recipientRefusal(problem: DocumentMailProblem) {
  const status =
    problem === 'tenant-read-only' ? 403 : problem === 'recipient-limit' || problem === 'tenant-limit' ? 429 : 400
  return { ok: false as const, status, message: DOCUMENT_MAIL_MESSAGES[problem] }
}

/** The PDF and the XRechnung XML of a finalised invoice as mail attachments. */
export async function invoiceAttachments(invoice: Invoice): Promise<MailAttachment[]> {
  const pdf = await invoicePdfBytes(invoice)
  if (!pdf || !invoice.number || !invoice.xml) return []
  return [
    { filename: documentFileName(invoice.number, 'pdf'), contentType: 'application/pdf', content: pdf },
    { filename: documentFileName(invoice.number, 'xml'), contentType: 'application/xml', content: invoice.xml },
  ]
}

/** Mails a finalised invoice to its customer. Never throws. */
export async function sendInvoiceMail(
  tenant: MailTenant,
  invoice: Invoice,
): Promise<{ ok: true; to: string } | { ok: false; problem: DocumentMailProblem }> {
  if (invoice.status !== 'final' || !invoice.number || !invoice.documentJson) return { ok: false, problem: 'not-final' }
  const recipient = documentRecipient(tenant.id, invoice.endCustomerId)
  if (!recipient.ok) return recipient
  const { customer } = recipient
  const doc = JSON.parse(invoice.documentJson) as BillingDocument
  const label = INVOICE_KIND_LABELS[invoice.kind] ?? 'Rechnung'
  const open = openCentsOf(invoice)
  const company = signature(null, tenant.name)
  const paragraphs = [
    `anbei erhalten Sie die ${label} ${invoice.number} vom ${formatDay(invoice.issueDate)} für „${invoice.eventName}“ als PDF (ZUGFeRD) und als XRechnung (XML).`,
    ...(doc.intro?.trim() ? [doc.intro.trim()] : []),
    open > 0
      ? `Zu zahlen: ${formatCents(open)}${invoice.dueDate ? ` bis zum ${formatDay(invoice.dueDate)}` : ''}${doc.seller.iban ? `, IBAN ${doc.seller.iban}${doc.seller.bic ? `, BIC ${doc.seller.bic}` : ''}, Verwendungszweck ${invoice.number}` : ''}. Der GiroCode auf der Rechnung füllt die Überweisung in Ihrer Banking-App aus.`
      : invoice.kind === 'cancellation'
        ? 'Diese Stornorechnung hebt die genannte Rechnung auf; es ist nichts zu zahlen.'
        : 'Diese Rechnung ist bereits beglichen. Vielen Dank!',
    ...(doc.closing?.trim() ? [doc.closing.trim()] : []),
    'Im Kundenportal finden Sie die Rechnung jederzeit; der folgende Link meldet Sie einmalig ohne Passwort an.',
  ]
  const attachments = await invoiceAttachments(invoice)
  const sent = await sendTenantMail({
    ...actionMail({
      to: customer.email,
      subject: `${label} ${invoice.number}: ${invoice.eventName}`,
      greeting: customerGreeting(customer),
      paragraphs,
      actionLabel: 'Rechnung im Kundenportal ansehen',
      actionUrl: documentSignInUrl(tenant, customer.id, invoicePortalPath(invoice.id)),
      footer: ['Viele Grüße', company, ...imprintLines({ imprintUrl: tenant.imprintUrl ?? null })],
      color: tenant.primaryColor,
    }),
    attachments,
    tenantId: tenant.id,
    eventId: invoice.eventId,
    kind: 'invoice-sent',
    audience: 'customer',
  })
  if (sent.ok) return { ok: true, to: customer.email }
  return { ok: false, problem: 'refusal' in sent ? sent.refusal : 'mail-failed' }
}
