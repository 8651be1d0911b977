import { eventStatusLabel } from '~/domain/event-status'
import { offerStatusLabel } from '~/domain/offer-request-status'
import { priceText, PRICING_UNIT_LABELS } from '~/domain/pricing'
import { csvMoney, csvSignedMoney } from '~/domain/csv'
import { formatDate, formatDateTime } from '~/utils/format'
import { listEvents } from '~/models/event-list.server'
import { listCustomers } from '~/models/end-customer.server'
import { listServices } from '~/models/service.server'
import { listOfferRequests } from '~/models/offer-request.server'
import { analyticsFigures } from '~/models/analytics-figures.server'
import { monthLabel, type Period } from '~/domain/analytics-period'
import { EVENT_STATUSES } from '~/domain/event-status'
import { berlinYmd } from '~/domain/event-dates'
import { billingCsvPages } from './billing-csv.server'

// CSV exports of the list pages: the same list functions (and so the same
// search) as the pages, read page by page so 10,000 rows never sit in memory
// at once. Offers and invoices also honour the list's status filter.

export const EXPORT_KINDS = ['events', 'customers', 'services', 'offer-requests', 'offers', 'invoices'] as const
export type ExportKind = (typeof EXPORT_KINDS)[number]
export const EXPORT_FILE_NAMES: Record<ExportKind, string> = {
  events: 'veranstaltungen',
  customers: 'kunden',
  services: 'leistungen',
  'offer-requests': 'angebotsanfragen',
  offers: 'angebote',
  invoices: 'rechnungen',
}
const PAGE = 500

export function isExportKind(kind: string): kind is ExportKind {
  return (EXPORT_KINDS as readonly string[]).includes(kind)
}

/** Header, then one array of rows per page of the list (tenantId first, q and state as on the list page). */
export function* exportPages(
  tenantId: string,
  kind: ExportKind,
  q: string,
  state = '',
  now = Date.now(),
): Generator<unknown[][]> {
  if (kind === 'offers' || kind === 'invoices') {
    yield* billingCsvPages(tenantId, kind, { q, state, today: berlinYmd(now), perPage: PAGE })
  } else if (kind === 'events') {
    yield [
      ['Name', 'Art', 'Status', 'Datum', 'Frist', 'Gäste', 'Budget (EUR)', 'Kunde', 'Planer', 'Vorlage', 'Angelegt'],
    ]
    for (let page = 1, count = 1; page <= count; page++) {
      const list = listEvents(tenantId, { query: q, page, perPage: PAGE })
      count = list.pageCount
      yield list.rows.map((e) => [
        e.name,
        e.eventType,
        eventStatusLabel(e.status),
        formatDate(e.eventDate),
        formatDate(e.deadlineAt),
        e.guestCount,
        csvMoney(e.budgetCents),
        e.customerName,
        e.plannerName,
        e.templateName,
        formatDate(e.createdAt),
      ])
    }
  } else if (kind === 'customers') {
    yield [['Name', 'E-Mail', 'Telefon', 'Firma', 'Aktiv', 'Veranstaltungen', 'Angelegt', 'Letzte Anmeldung']]
    for (let page = 1, count = 1; page <= count; page++) {
      const { customers, total } = listCustomers(tenantId, { q, page, pageSize: PAGE })
      count = Math.ceil(total / PAGE)
      yield customers.map((c) => [
        c.name,
        c.email,
        c.phone,
        c.company,
        c.isActive ? 'ja' : 'nein',
        c.eventCount,
        formatDate(c.createdAt),
        formatDateTime(c.lastLoginAt),
      ])
    }
  } else if (kind === 'services') {
    yield [['Name', 'Kategorie', 'Beschreibung', 'Preiseinheit', 'Preis', 'MwSt. (%)', 'Aktiv', 'Angelegt']]
    for (let page = 1, count = 1; page <= count; page++) {
      const list = listServices(tenantId, { query: q, page, perPage: PAGE })
      count = list.pageCount
      yield list.services.map((s) => [
        s.name,
        s.category,
        s.description,
        s.pricing ? PRICING_UNIT_LABELS[s.pricing.unit] : '',
        priceText(s.pricing, { view: 'staff' }),
        s.pricing?.taxRate,
        s.isActive ? 'ja' : 'nein',
        formatDate(s.createdAt),
      ])
    }
  } else {
    yield [['Veranstaltung', 'Kunde', 'E-Mail', 'Status', 'Brutto (EUR)', 'Eingegangen']]
    for (let page = 1, count = 1; page <= count; page++) {
      const list = listOfferRequests(tenantId, { page, perPage: PAGE })
      count = list.pageCount
      yield list.requests.map((r) => [
        r.eventName,
        r.customerName,
        r.customerEmail,
        offerStatusLabel(r.status),
        csvMoney(r.grossCents),
        formatDateTime(r.createdAt),
      ])
    }
  }
}

/** The analytics tables of a period as one CSV, a block per table. */
export function* analyticsPages(tenantId: string, period: Period): Generator<unknown[][]> {
  const f = analyticsFigures(tenantId, period)
  yield [
    ['Zeitraum', formatDate(period.from), formatDate(period.to - 1)],
    [],
    ['Monat', 'Umsatz netto (EUR)', 'Umsatz brutto (EUR)', 'Bezahlt (EUR)', 'Offen (EUR)', 'Storniert (EUR)'],
  ]
  yield f.revenue.map((r) => [
    monthLabel(r.month),
    csvSignedMoney(r.netCents),
    csvSignedMoney(r.grossCents),
    csvMoney(r.paidCents),
    csvMoney(r.openCents),
    csvMoney(r.cancelledCents),
  ])
  const r = f.receivables
  yield [
    [],
    ['Offene Forderungen (EUR)', 'Davon überfällig (EUR)', 'Stand'],
    [csvMoney(r.openCents), csvMoney(r.overdueCents), formatDate(Date.parse(`${f.today}T12:00:00Z`))],
  ]
  yield [[], ['Anfragen', 'Beauftragt', 'Abgelehnt', 'Offen', 'Abschlussquote (%)', 'Median Tage bis Entscheidung']]
  const p = f.pipeline
  yield [[p.total, p.accepted, p.declined, p.open, decimal(p.conversion * 100), decimal(p.medianDays)]]
  const o = p.offers
  yield [[], ['Schritt', 'Anzahl', 'Quote (%)', 'Median Tage seit vorigem Schritt']]
  yield [
    ['Anfragen', p.total, '', ''],
    ['Angebot versendet', o.sent, decimal(o.sentRate * 100), decimal(o.medianDaysToOffer)],
    ['Angebot angenommen', o.accepted, decimal(o.acceptRate * 100), decimal(o.medianDaysToAcceptance)],
  ]
  yield [[], ['Monat', ...EVENT_STATUSES.map(eventStatusLabel), 'Gesamt']]
  yield f.eventsByMonth.map((m) => [monthLabel(m.month), ...EVENT_STATUSES.map((s) => m.byStatus[s] ?? 0), m.total])
  yield [[], ['Neue Aufträge', 'Davon aus Anfragen', 'Davon direkt zur Veranstaltung', 'Angenommene Nachträge']]
  yield [[p.orders.total, p.orders.fromRequests, p.orders.fromEvents, p.orders.changes]]
  yield [[], ['Leistung', 'Umsatz netto (EUR)', 'Gewählt']]
  yield f.top.byRevenue.map((t) => [t.name, csvMoney(t.revenueCents), t.chosen])
  yield [[], ['Teammitglied', 'Anstehende Veranstaltungen', 'Offene Anfragen']]
  yield f.workload.map((w) => [w.name, w.upcoming, w.openRequests])
}

const decimalFmt = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, useGrouping: true })
const decimal = (n: number) => decimalFmt.format(n)
