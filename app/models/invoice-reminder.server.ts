import { and, asc, count, eq, isNotNull, lt, sql } from 'drizzle-orm'
import { endCustomers, invoiceReminders, invoices, tenantBillingProfiles } from '~/db/schema'
import type { ReminderFigures } from '~/domain/billing/dunning'
import { getDb } from '~/utils/db.server'
import { ownRow } from './find-own.server'

// The reminders an invoice got (its history of Zahlungserinnerung, 1. and 2.
// Mahnung), each with the figures the mail stated.

export type InvoiceReminder = typeof invoiceReminders.$inferSelect

export function listInvoiceReminders(tenantId: string, invoiceId: string) {
  return getDb()
    .select()
    .from(invoiceReminders)
    .where(and(eq(invoiceReminders.tenantId, tenantId), eq(invoiceReminders.invoiceId, invoiceId)))
    .orderBy(asc(invoiceReminders.level), asc(invoiceReminders.createdAt))
    .all()
}

export function countInvoiceReminders(tenantId: string, invoiceId: string) {
  return (
    getDb()
      .select({ n: count() })
      .from(invoiceReminders)
      .where(and(eq(invoiceReminders.tenantId, tenantId), eq(invoiceReminders.invoiceId, invoiceId)))
      .get()?.n ?? 0
  )
}

export function recordInvoiceReminder(
  tenantId: string,
  invoiceId: string,
  figures: ReminderFigures,
  reminderDate: string,
  recipient: string,
  now = Date.now(),
) {
  return getDb()
    .insert(invoiceReminders)
    .values({
      tenantId,
      invoiceId,
      level: figures.level,
      reminderDate,
      openCents: figures.openCents,
      interestCents: figures.interestCents,
      interestRateBp: figures.interestRateBp,
      feeCents: figures.feeCents,
      recipient,
      createdAt: now,
    })
    .returning()
    .get()
}

/** Whether the invoice's customer is a business (a company or a VAT ID on record): § 288 Abs. 2 and 5 BGB. */
export function isBusinessCustomer(tenantId: string, endCustomerId: string | null) {
  if (!endCustomerId) return false
  const row = getDb()
    .select({ company: endCustomers.company, vatId: endCustomers.vatId })
    .from(endCustomers)
    .where(ownRow(endCustomers, tenantId, endCustomerId))
    .get()
  return Boolean(row?.company?.trim() || row?.vatId?.trim())
}

/**
 * For the daily job: finalised, unpaid invoices without any reminder whose due
 * date plus the tenant's reminder days lies before `today`, across tenants
 * (each row names its tenant; the job acts per tenant).
 */
export function invoicesDueForFirstReminder(today: string) {
  return getDb()
    .select({ tenantId: invoices.tenantId, invoiceId: invoices.id })
    .from(invoices)
    .innerJoin(tenantBillingProfiles, eq(tenantBillingProfiles.tenantId, invoices.tenantId))
    .where(
      and(
        eq(invoices.status, 'final'),
        sql`${invoices.kind} <> 'cancellation'`,
        lt(invoices.paidCents, invoices.payableCents),
        isNotNull(invoices.dueDate),
        isNotNull(tenantBillingProfiles.reminderAfterDays),
        sql`date(${invoices.dueDate}, '+' || ${tenantBillingProfiles.reminderAfterDays} || ' days') < ${today}`,
        sql`not exists (select 1 from ${invoiceReminders} r where r.tenant_id = ${invoices.tenantId} and r.invoice_id = ${invoices.id})`,
      ),
    )
    .all()
}
