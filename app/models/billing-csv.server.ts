import { csvMoney, csvSignedMoney } from '~/domain/csv'
import { INVOICE_KIND_LABELS, INVOICE_STATE_LABELS, invoiceState } from '~/domain/billing/invoice-state'
import { offerState, offerStateLabel } from '~/domain/billing/offer-state'
import { formatDateTime, formatDay } from '~/utils/format'
import { listInvoices, listOffers } from './billing-list.server'

// CSV rows (Excel export) of the offer and invoice lists of /tenant/billing: the same list
// functions (search, status filter) as the page, read page by page.

type Options = { q: string; state: string; today: string; perPage: number }

export function* billingCsvPages(tenantId: string, kind: 'offers' | 'invoices', o: Options): Generator<unknown[][]> {
  if (kind === 'offers') {
    yield [
      [
        'Nummer',
        'Version',
        'Status',
        'Veranstaltung',
        'Kunde',
        'Angebotsdatum',
        'Gültig bis',
        'Netto (EUR)',
        'USt (EUR)',
        'Brutto (EUR)',
        'Versendet',
        'Entschieden',
      ],
    ]
    for (let page = 1, count = 1; page <= count; page++) {
      const list = listOffers(tenantId, { ...o, page, keep: false })
      count = list.total === 0 ? 0 : list.pageCount
      yield list.rows.map((r) => [
        r.number ?? 'Entwurf',
        r.version,
        offerStateLabel(offerState(r, o.today)),
        r.eventName,
        r.customerName,
        formatDay(r.issueDate),
        formatDay(r.validUntil),
        csvSignedMoney(r.netCents),
        csvSignedMoney(r.vatCents),
        csvSignedMoney(r.grossCents),
        formatDateTime(r.sentAt),
        formatDateTime(r.decidedAt),
      ])
    }
  } else {
    yield [
      [
        'Nummer',
        'Art',
        'Status',
        'Veranstaltung',
        'Kunde',
        'Rechnungsdatum',
        'Fällig am',
        'Netto (EUR)',
        'USt (EUR)',
        'Brutto (EUR)',
        'Bezahlt (EUR)',
        'Offen (EUR)',
      ],
    ]
    for (let page = 1, count = 1; page <= count; page++) {
      const list = listInvoices(tenantId, { ...o, page, keep: false })
      count = list.total === 0 ? 0 : list.pageCount
      yield list.rows.map((r) => {
        const state = invoiceState(r, o.today)
        const open =
          state === 'open' || state === 'partly_paid' || state === 'overdue' ? r.payableCents - r.paidCents : 0
        return [
          r.number ?? 'Entwurf',
          INVOICE_KIND_LABELS[r.kind] ?? r.kind,
          INVOICE_STATE_LABELS[state],
          r.eventName,
          r.customerName,
          formatDay(r.issueDate),
          r.kind === 'cancellation' ? '' : formatDay(r.dueDate),
          csvSignedMoney(r.netCents),
          csvSignedMoney(r.vatCents),
          csvSignedMoney(r.grossCents),
          csvMoney(r.paidCents),
          csvMoney(open),
        ]
      })
    }
  }
}
