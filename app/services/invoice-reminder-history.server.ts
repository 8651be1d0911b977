import { nextReminder, REMINDER_LABELS } from '~/domain/billing/dunning'
import { berlinDate } from '~/models/billing-document.server'
import { listInvoiceReminders } from '~/models/invoice-reminder.server'
import type { Invoice } from '~/models/invoice.server'

/** The invoice's reminders (history) and the label of the next one, if one may go out today. */
export function invoiceReminderHistory(tenantId: string, invoice: Invoice, now = Date.now()) {
  const sent = listInvoiceReminders(tenantId, invoice.id).map((r) => ({
    id: r.id,
    label: REMINDER_LABELS[r.level as 1 | 2 | 3] ?? 'Mahnung',
    reminderDate: r.reminderDate,
    openCents: r.openCents,
    interestCents: r.interestCents,
    feeCents: r.feeCents,
    recipient: r.recipient,
  }))
  const next = nextReminder(invoice, sent.length, berlinDate(now))
  return { sent, next: next.ok ? REMINDER_LABELS[next.level] : null }
}
