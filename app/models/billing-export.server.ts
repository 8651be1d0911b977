import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { endCustomers, invoices, payments } from '~/db/schema'
import {
  CHART_ACCOUNTS,
  COLLECTIVE_DEBTOR,
  invoiceBookings,
  paymentBooking,
  type ChartOfAccounts,
} from '~/domain/billing/datev-bookings'
import { datevBookingLines, datevHeaderLines, type DatevMeta } from '~/domain/billing/datev'
import { encodeCp1252 } from '~/domain/billing/cp1252'
import { findBillingProfile } from './billing-profile.server'
import { invoicePdfBytes, pdfSourceColumns, storedInvoicePdf } from './invoice-pdf.server'
import type { BillingDocument } from '~/domain/billing/document'
import { getDb } from '~/utils/db.server'
import type { ZipEntry } from '~/utils/zip-stream.server'
import { ownRow } from './find-own.server'

// The tax adviser export (docs/decisions/128m-datev-bookings.md): for a period (issue dates, inclusive) the
// DATEV Buchungsstapel of every finalised invoice and cancellation (a cancelled
// original stays in: it was issued) and of the payments received, plus each
// invoice's ZUGFeRD PDF and XRechnung XML. Read page by page while the ZIP is
// sent; only what was finalised before the export began, so CSV and files agree.

const PAGE = 200

/** The chart chosen in the billing settings (SKR03 unless SKR04 was chosen). */
export function exportChart(tenantId: string): ChartOfAccounts {
  return findBillingProfile(tenantId)?.chartOfAccounts ?? '03'
}

/** Each customer's own Debitor (10000 collects invoices whose customer is gone). */
const debtorOf = (debtorNumber: number | null) => String(debtorNumber ?? COLLECTIVE_DEBTOR)

export type BillingExportOptions = {
  from: string
  to: string
  consultantNumber: number
  clientNumber: number
  now?: number
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve))

function inPeriod(tenantId: string, o: BillingExportOptions, startedAt: number) {
  return and(
    eq(invoices.tenantId, tenantId),
    inArray(invoices.status, ['final', 'cancelled']),
    gte(invoices.issueDate, o.from),
    lte(invoices.issueDate, o.to),
    lte(invoices.finalizedAt, startedAt),
    // rows written by other means (bench seed, test worlds) may lack the frozen document: nothing to book or print
    isNotNull(invoices.documentJson),
  )
}

/** The period's invoices in number order (issue date, finalisation), page by page. */
type PageRow = {
  id: string
  finalizedAt: number | null
  number: string | null
  documentJson: string | null
  debtorNumber: number | null
  cancelledKind: string | null
}

const cancelled = alias(invoices, 'cancelled')

function* invoicePages(
  tenantId: string,
  o: BillingExportOptions,
  startedAt: number,
  withDocument: boolean,
): Generator<PageRow[]> {
  let after: { finalizedAt: number; id: string } | null = null
  for (;;) {
    const cursor = after
      ? sql`(${invoices.finalizedAt}, ${invoices.id}) > (${after.finalizedAt}, ${after.id})`
      : undefined
    const rows: PageRow[] = getDb()
      .select({
        id: invoices.id,
        finalizedAt: invoices.finalizedAt,
        number: invoices.number,
        documentJson: withDocument ? invoices.documentJson : sql<string | null>`null`,
        debtorNumber: endCustomers.debtorNumber,
        cancelledKind: cancelled.kind,
      })
      .from(invoices)
      .leftJoin(
        endCustomers,
        and(eq(endCustomers.id, invoices.endCustomerId), eq(endCustomers.tenantId, invoices.tenantId)),
      )
      .leftJoin(cancelled, and(eq(cancelled.id, invoices.cancelsInvoiceId), eq(cancelled.tenantId, invoices.tenantId)))
      .where(and(inPeriod(tenantId, o, startedAt), cursor))
      .orderBy(asc(invoices.finalizedAt), asc(invoices.id))
      .limit(PAGE)
      .all()
    if (!rows.length) return
    yield rows
    const last: PageRow = rows[rows.length - 1]!
    after = { finalizedAt: last.finalizedAt!, id: last.id }
  }
}

function periodPayments(tenantId: string, o: BillingExportOptions, startedAt: number) {
  return getDb()
    .select({
      amountCents: payments.amountCents,
      paidOn: payments.paidOn,
      number: invoices.number,
      debtorNumber: endCustomers.debtorNumber,
      // the buyer as invoiced: a business customer's company, else the person
      payer: sql<
        string | null
      >`coalesce(nullif(trim(json_extract(${invoices.documentJson}, '$.buyer.company')), ''), ${invoices.customerName})`,
    })
    .from(payments)
    .innerJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.tenantId, payments.tenantId)))
    .leftJoin(
      endCustomers,
      and(eq(endCustomers.id, invoices.endCustomerId), eq(endCustomers.tenantId, invoices.tenantId)),
    )
    .where(
      and(
        eq(payments.tenantId, tenantId),
        gte(payments.paidOn, o.from),
        lte(payments.paidOn, o.to),
        lte(payments.createdAt, startedAt),
      ),
    )
    .orderBy(asc(payments.paidOn), asc(payments.createdAt))
    .all()
}

export function datevMeta(
  o: BillingExportOptions,
  startedAt: number,
  chartOfAccounts: ChartOfAccounts = '03',
): DatevMeta {
  return {
    consultantNumber: o.consultantNumber,
    clientNumber: o.clientNumber,
    fiscalYearStart: `${o.from.slice(0, 4)}-01-01`,
    accountLength: 4,
    from: o.from,
    to: o.to,
    label: `Festplan ${o.from.slice(8, 10)}.${o.from.slice(5, 7)}.-${o.to.slice(8, 10)}.${o.to.slice(5, 7)}.${o.to.slice(0, 4)}`,
    initials: 'FP',
    createdAt: new Date(startedAt),
    chartOfAccounts,
  }
}

/** The Buchungsstapel in Windows-1252, as chunks: header, then a page of invoices at a time, then the payments. */
async function* datevChunks(tenantId: string, o: BillingExportOptions, startedAt: number) {
  const chartOfAccounts = exportChart(tenantId)
  yield encodeCp1252(datevHeaderLines(datevMeta(o, startedAt, chartOfAccounts)))
  for (const rows of invoicePages(tenantId, o, startedAt, true)) {
    const bookings = rows.flatMap((r) =>
      r.documentJson
        ? invoiceBookings(JSON.parse(r.documentJson) as BillingDocument, {
            customerAccount: debtorOf(r.debtorNumber),
            chartOfAccounts,
            cancelledKind: r.cancelledKind,
          })
        : [],
    )
    yield encodeCp1252(datevBookingLines(bookings))
    await tick()
  }
  const bankAccount = CHART_ACCOUNTS[chartOfAccounts].bank
  const paid = periodPayments(tenantId, o, startedAt).map((p) =>
    paymentBooking(
      { amountCents: p.amountCents, date: p.paidOn, invoiceNumber: p.number ?? '', payer: p.payer ?? '' },
      { bankAccount, customerAccount: debtorOf(p.debtorNumber) },
    ),
  )
  yield encodeCp1252(datevBookingLines(paid))
}

const fileName = (number: string) => number.replace(/[^A-Za-z0-9._-]/g, '_')

function storedInvoice(tenantId: string, id: string) {
  return getDb()
    .select(pdfSourceColumns)
    .from(invoices)
    .where(ownRow(invoices, tenantId, id))
    .get()
}

/** The stored PDF, else rendered (and stored) from the frozen invoice. */
async function pdfOf(tenantId: string, id: string) {
  return storedInvoicePdf(tenantId, id) ?? (await invoicePdfBytes(storedInvoice(tenantId, id)!)) ?? new Uint8Array()
}

function xmlOf(tenantId: string, id: string) {
  const row = getDb()
    .select({ xml: invoices.xml })
    .from(invoices)
    .where(ownRow(invoices, tenantId, id))
    .get()
  return new TextEncoder().encode(row?.xml ?? '')
}

/**
 * The ZIP's entries; each PDF is copied as stored at finalisation, loaded only
 * when the client has taken the one before. An invoice finalised before PDFs
 * were stored is rendered once here and stored for the next export.
 */
export async function* billingExportEntries(tenantId: string, o: BillingExportOptions): AsyncGenerator<ZipEntry> {
  const startedAt = o.now ?? Date.now()
  yield { name: `EXTF_Buchungsstapel_${o.from}_${o.to}.csv`, data: datevChunks(tenantId, o, startedAt) }
  for (const rows of invoicePages(tenantId, o, startedAt, false)) {
    for (const row of rows) {
      const name = `Rechnungen/${fileName(row.number ?? row.id)}`
      yield {
        name: `${name}.pdf`,
        data: () => pdfOf(tenantId, row.id),
      }
      yield { name: `${name}.xml`, data: () => xmlOf(tenantId, row.id) }
    }
  }
}

/** How many invoices the period holds (shown on the form before the download). */
export function countExportInvoices(tenantId: string, from: string, to: string) {
  return (
    getDb()
      .select({ n: sql<number>`count(*)` })
      .from(invoices)
      .where(inPeriod(tenantId, { from, to, consultantNumber: 0, clientNumber: 0 }, Number.MAX_SAFE_INTEGER))
      .get()?.n ?? 0
  )
}
