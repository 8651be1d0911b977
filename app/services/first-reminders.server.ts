import { berlinDate } from '~/models/billing-document.server'
import { invoicesDueForFirstReminder } from '~/models/invoice-reminder.server'
import { findTenantById } from '~/models/tenant.server'
import { remindInvoice } from './invoice-reminder.server'

/**
 * The daily job's work: for every tenant that set 'Zahlungserinnerung nach N
 * Tagen', the first reminder of each unpaid invoice more than N days past its
 * due date (through remindInvoice: same rules, same mail admission). Returns
 * how many went out.
 */
export async function sendDueFirstReminders(now = Date.now()) {
  let sent = 0
  for (const row of invoicesDueForFirstReminder(berlinDate(now))) {
    const tenant = findTenantById(row.tenantId)
    if (!tenant) continue
    const outcome = await remindInvoice(tenant, row.invoiceId, now)
    if (outcome?.ok) sent++
  }
  return sent
}
