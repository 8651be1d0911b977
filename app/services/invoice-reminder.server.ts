import {
  formatRateBp,
  nextReminder,
  REMINDER_LABELS,
  reminderFigures,
  type ReminderRefusal,
} from '~/domain/billing/dunning'
import type { BillingDocument } from '~/domain/billing/document'
import { customerGreeting } from '~/domain/salutation'
import { berlinDate } from '~/models/billing-document.server'
import { countInvoiceReminders, isBusinessCustomer, recordInvoiceReminder } from '~/models/invoice-reminder.server'
import { findInvoice } from '~/models/invoice.server'
import { imprintLines, signature } from '~/services/mail/customer-login-mail.server'
import { formatCents, formatDay } from '~/utils/format'
import { actionMail } from '~/services/mail/mail.server'
import { sendTenantMail } from '~/services/mail/tenant-mail.server'
import { documentSignInUrl, invoicePortalPath } from './document-link.server'
import {
  DOCUMENT_MAIL_MESSAGES,
  documentRecipient,
  recipientRefusal,
  invoiceAttachments,
  type MailTenant,
} from './invoice-mail.server'

// intent=remind on /tenant/invoices/$invoiceId (and the daily job's first
// reminder): the next level's mail with the invoice PDF, the open amount and,
// from the 1. Mahnung on, the default interest (and the flat fee for a
// business customer); recorded in the invoice's history once the mail went out.

export type ReminderOutcome = { ok: true; message: string } | { ok: false; status: number; message: string }

const REFUSALS: Record<ReminderRefusal, string> = {
  'not-final': 'Nur eine abgeschlossene Rechnung kann gemahnt werden.',
  paid: 'Diese Rechnung ist bezahlt; es gibt nichts anzumahnen.',
  cancelled: 'Eine stornierte Rechnung wird nicht gemahnt.',
  'not-due':
    'Diese Rechnung ist noch nicht fällig. Eine Zahlungserinnerung ist erst nach dem Fälligkeitsdatum möglich.',
  'all-sent': 'Zahlungserinnerung, 1. und 2. Mahnung sind bereits versendet.',
}

export async function remindInvoice(
  tenant: MailTenant,
  invoiceId: string,
  now = Date.now(),
): Promise<ReminderOutcome | null> {
  const invoice = findInvoice(tenant.id, invoiceId)
  if (!invoice) return null
  // only a finalised invoice has the frozen document a reminder quotes
  if (!invoice.documentJson || !invoice.number)
    return { ok: false, status: 400, message: DOCUMENT_MAIL_MESSAGES['not-final'] }
  const today = berlinDate(now)
  const next = nextReminder(invoice, countInvoiceReminders(tenant.id, invoice.id), today)
  if (!next.ok) return { ok: false, status: 400, message: REFUSALS[next.reason] }
  const recipient = documentRecipient(tenant.id, invoice.endCustomerId)
  if (!recipient.ok) return recipientRefusal(recipient.problem)
  const { customer } = recipient
  const business = isBusinessCustomer(tenant.id, invoice.endCustomerId)
  const figures = reminderFigures({ ...invoice, dueDate: invoice.dueDate! }, next.level, today, business)
  const label = REMINDER_LABELS[next.level]
  const doc = JSON.parse(invoice.documentJson!) as BillingDocument
  const company = signature(null, tenant.name)
  const amounts = [
    `Offener Rechnungsbetrag: ${formatCents(figures.openCents)}`,
    ...(figures.interestCents > 0
      ? [
          `Verzugszinsen (§ 288 BGB, ${formatRateBp(figures.interestRateBp)} p. a., ${figures.interestDays} Tage seit Fälligkeit): ${formatCents(figures.interestCents)}`,
        ]
      : []),
    ...(figures.feeCents > 0 ? [`Verzugspauschale (§ 288 Abs. 5 BGB): ${formatCents(figures.feeCents)}`] : []),
    ...(figures.totalCents !== figures.openCents ? [`Gesamt: ${formatCents(figures.totalCents)}`] : []),
  ]
  const bank = doc.seller.iban
    ? ` auf das Konto IBAN ${doc.seller.iban}${doc.seller.bic ? `, BIC ${doc.seller.bic}` : ''}`
    : ''
  const opening =
    next.level === 1
      ? `sicher ist es Ihrer Aufmerksamkeit entgangen: Die Rechnung ${invoice.number} vom ${formatDay(invoice.issueDate)} für „${invoice.eventName}“ war am ${formatDay(invoice.dueDate)} fällig und ist noch nicht vollständig bezahlt.`
      : `die Rechnung ${invoice.number} vom ${formatDay(invoice.issueDate)} für „${invoice.eventName}“ war am ${formatDay(invoice.dueDate)} fällig und ist trotz ${next.level === 2 ? 'unserer Zahlungserinnerung' : 'unserer 1. Mahnung'} noch offen.`
  const sent = await sendTenantMail(
    {
      ...actionMail({
        to: customer.email,
        subject: `${label} zur Rechnung ${invoice.number}: ${invoice.eventName}`,
        greeting: customerGreeting(customer),
        paragraphs: [
          opening,
          ...amounts,
          `Bitte überweisen Sie ${formatCents(figures.totalCents)}${bank} mit dem Verwendungszweck ${invoice.number}. Die Rechnung liegt als PDF bei.`,
          'Sollten Sie inzwischen bezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.',
        ],
        actionLabel: 'Rechnung im Kundenportal ansehen',
        actionUrl: documentSignInUrl(tenant, customer.id, invoicePortalPath(invoice.id), now),
        footer: ['Viele Grüße', company, ...imprintLines({ imprintUrl: tenant.imprintUrl ?? null })],
        color: tenant.primaryColor,
      }),
      attachments: (await invoiceAttachments(invoice)).filter((a) => a.contentType === 'application/pdf'),
      tenantId: tenant.id,
      eventId: invoice.eventId,
      kind: 'invoice-reminder',
      audience: 'customer',
    },
    now,
  )
  if (!sent.ok)
    return {
      ok: false,
      status: 'refusal' in sent ? 429 : 502,
      message: 'refusal' in sent ? sent.error : DOCUMENT_MAIL_MESSAGES['mail-failed'],
    }
  recordInvoiceReminder(tenant.id, invoice.id, figures, today, customer.email, now)
  return { ok: true, message: `${label} zur Rechnung ${invoice.number} wurde an ${customer.email} gesendet.` }
}
