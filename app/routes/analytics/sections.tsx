import type { ReactNode } from 'react'
import type { AnalyticsFigures } from '~/models/analytics-figures.server'
import { monthLabel } from '~/domain/analytics-period'
import { eventStatusLabel, EVENT_STATUSES } from '~/domain/event-status'
import { formatCents, formatNumber, formatDay } from '~/utils/format'
import { Chart, FigureTable } from '~/components/analytics/chart'

// The sections of /tenant/analytics: each a chart and/or the numbers as a table.

type Props = { figures: AnalyticsFigures }
const euro = (cents: number) => formatCents(cents)
const axisEuro = (euros: number) => `${formatNumber(euros)} €`
const percent = (ratio: number) => `${formatNumber(Math.round(ratio * 1000) / 10)} %`

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`h-${title}`} className="space-y-3 rounded-lg border p-4 print:break-inside-avoid">
      <h2 id={`h-${title}`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground">{children}</p>
}

function compare(_current: number, previous: number, format: (n: number) => string) {
  return `Vorzeitraum: ${format(previous)}`
}

export function RevenueSection({ figures, note }: Props & { note: string }) {
  const { revenue, revenueTotal: t, previousRevenueTotal: prev, receivables: r } = figures
  const labels = revenue.map((m) => monthLabel(m.month))
  return (
    <Section title="Umsatz">
      <p className="text-sm">{note}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Figure label="Umsatz netto" value={euro(t.netCents)} hint={compare(t.netCents, prev.netCents, euro)} />
        <Figure label="Umsatz brutto" value={euro(t.grossCents)} hint={compare(t.grossCents, prev.grossCents, euro)} />
        <Figure label="Davon bezahlt" value={euro(t.paidCents)} hint={compare(t.paidCents, prev.paidCents, euro)} />
        <Figure label="Davon offen" value={euro(t.openCents)} hint={compare(t.openCents, prev.openCents, euro)} />
        <Figure
          label="Storniert (brutto)"
          value={euro(t.cancelledCents)}
          hint={compare(t.cancelledCents, prev.cancelledCents, euro)}
        />
      </dl>
      {t.grossCents === 0 && t.cancelledCents === 0 ? (
        <Empty>Im gewählten Zeitraum gibt es keinen Umsatz.</Empty>
      ) : null}
      <Chart
        title="Umsatz pro Monat (Euro)"
        labels={labels}
        bars={[
          { name: 'Netto', values: revenue.map((m) => m.netCents / 100) },
          { name: 'Brutto', values: revenue.map((m) => m.grossCents / 100) },
        ]}
        format={axisEuro}
      />
      <Chart
        title="Bezahlt und offen pro Monat (Euro, brutto)"
        labels={labels}
        bars={[
          { name: 'Bezahlt', values: revenue.map((m) => m.paidCents / 100) },
          { name: 'Offen', values: revenue.map((m) => m.openCents / 100) },
        ]}
        format={axisEuro}
      />
      <FigureTable
        caption="Umsatz pro Monat"
        head={['Monat', 'Netto', 'Brutto', 'Bezahlt', 'Offen', 'Storniert']}
        rows={revenue.map((m) => [
          monthLabel(m.month),
          euro(m.netCents),
          euro(m.grossCents),
          euro(m.paidCents),
          euro(m.openCents),
          euro(m.cancelledCents),
        ])}
      />
      <h3 className="font-semibold">Offene Forderungen (Stand {dayLabel(figures.today)})</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label="Offene Forderungen"
          value={euro(r.openCents)}
          hint={`${formatNumber(r.openCount)} Rechnungen, Zahlungen abgezogen`}
        />
        <Figure
          label="Davon überfällig"
          value={euro(r.overdueCents)}
          hint={`${formatNumber(r.overdueCount)} Rechnungen nach Fälligkeit`}
        />
      </dl>
      {r.openCount === 0 ? <Empty>Keine offenen Rechnungen.</Empty> : null}
    </Section>
  )
}

const dayLabel = (ymd: string) => formatDay(ymd)

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded border p-3">
      <dt className="text-sm">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs">{hint}</dd> : null}
    </div>
  )
}

export function PipelineSection({ figures }: Props) {
  const { pipeline: p, previousPipeline: prev } = figures
  const o = p.offers
  const tage = (n: number) => `${formatNumber(n)} Tage`
  return (
    <Section title="Anfragen">
      {p.total === 0 ? <Empty>Im gewählten Zeitraum sind keine Angebotsanfragen eingegangen.</Empty> : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure label="Anfragen" value={formatNumber(p.total)} hint={compare(p.total, prev.total, formatNumber)} />
        <Figure
          label="Beauftragt"
          value={formatNumber(p.accepted)}
          hint={compare(p.accepted, prev.accepted, formatNumber)}
        />
        <Figure
          label="Abgelehnt"
          value={formatNumber(p.declined)}
          hint={compare(p.declined, prev.declined, formatNumber)}
        />
        <Figure
          label="Abschlussquote"
          value={percent(p.conversion)}
          hint={compare(p.conversion, prev.conversion, percent)}
        />
        <Figure
          label="Median bis Entscheidung"
          value={tage(p.medianDays)}
          hint={compare(p.medianDays, prev.medianDays, tage)}
        />
      </dl>
      <h3 className="font-semibold">Aufträge</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure
          label="Neue Aufträge"
          value={formatNumber(p.orders.total)}
          hint={compare(p.orders.total, prev.orders.total, formatNumber)}
        />
        <Figure label="Davon aus Anfragen" value={formatNumber(p.orders.fromRequests)} />
        <Figure label="Davon direkt zur Veranstaltung" value={formatNumber(p.orders.fromEvents)} />
        <Figure label="Angenommene Nachträge" value={formatNumber(p.orders.changes)} />
      </dl>
      <h3 className="font-semibold">Von der Anfrage zum Auftrag</h3>
      <Chart
        title="Anfragen, versendete und angenommene Angebote"
        labels={['Anfragen', 'Angebot versendet', 'Angebot angenommen']}
        bars={[{ name: 'Anzahl', values: [p.total, o.sent, o.accepted] }]}
        format={formatNumber}
      />
      <FigureTable
        caption="Von der Anfrage zum Auftrag"
        head={['Schritt', 'Anzahl', 'Quote', 'Median Tage seit vorigem Schritt', 'Vorzeitraum']}
        rows={[
          ['Anfragen', formatNumber(p.total), '', '', formatNumber(prev.total)],
          [
            'Angebot versendet',
            formatNumber(o.sent),
            percent(o.sentRate),
            formatNumber(o.medianDaysToOffer),
            formatNumber(prev.offers.sent),
          ],
          [
            'Angebot angenommen',
            formatNumber(o.accepted),
            percent(o.acceptRate),
            formatNumber(o.medianDaysToAcceptance),
            formatNumber(prev.offers.accepted),
          ],
        ]}
      />
    </Section>
  )
}

export function EventsSection({ figures }: Props) {
  const { eventsByMonth, events, previousEventCount } = figures
  const labels = eventsByMonth.map((m) => monthLabel(m.month))
  return (
    <Section title="Veranstaltungen">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <Figure
          label="Veranstaltungen"
          value={formatNumber(events.count)}
          hint={compare(events.count, previousEventCount, formatNumber)}
        />
        <Figure label="Ø Gäste" value={formatNumber(events.averageGuests)} />
        <Figure label="Ø Budget" value={euro(events.averageBudgetCents)} />
        <Figure label="Budget gesamt" value={euro(events.budgetCents)} />
        <Figure label="Ausgewähltes Volumen" value={euro(events.selectedCents)} />
      </dl>
      {events.count === 0 ? <Empty>Im gewählten Zeitraum finden keine Veranstaltungen statt.</Empty> : null}
      <Chart
        title="Veranstaltungen pro Monat nach Status"
        labels={labels}
        bars={EVENT_STATUSES.map((s) => ({
          name: eventStatusLabel(s),
          values: eventsByMonth.map((m) => m.byStatus[s] ?? 0),
        }))}
        format={formatNumber}
      />
      <FigureTable
        caption="Veranstaltungen pro Monat nach Status"
        head={['Monat', ...EVENT_STATUSES.map(eventStatusLabel), 'Gesamt']}
        rows={eventsByMonth.map((m) => [
          monthLabel(m.month),
          ...EVENT_STATUSES.map((s) => formatNumber(m.byStatus[s] ?? 0)),
          formatNumber(m.total),
        ])}
      />
      <h3 className="font-semibold">Nach Veranstaltungsart</h3>
      {events.byType.length === 0 ? (
        <Empty>Keine Veranstaltungen.</Empty>
      ) : (
        <FigureTable
          caption="Veranstaltungen nach Art"
          head={['Art', 'Anzahl']}
          rows={events.byType.map((t) => [t.type, formatNumber(t.count)])}
        />
      )}
    </Section>
  )
}

export function TopServicesSection({ figures }: Props) {
  const { byRevenue, byChosen } = figures.top
  if (byRevenue.length === 0)
    return (
      <Section title="Top-Leistungen">
        <Empty>Im gewählten Zeitraum wurden keine Angebote beauftragt.</Empty>
      </Section>
    )
  return (
    <Section title="Top-Leistungen">
      <p className="text-sm">
        Positionen der im Zeitraum beauftragten Angebote (der aktuelle Auftrag, mit Nachträgen; netto).
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <FigureTable
          caption="Top 10 nach Umsatz"
          head={['Leistung (nach Umsatz)', 'Umsatz']}
          rows={byRevenue.map((s) => [s.name, euro(s.revenueCents)])}
        />
        <FigureTable
          caption="Top 10 nach Häufigkeit"
          head={['Leistung (nach Häufigkeit)', 'Gewählt']}
          rows={byChosen.map((s) => [s.name, formatNumber(s.chosen)])}
        />
      </div>
    </Section>
  )
}

export function WorkloadSection({ figures }: Props) {
  return (
    <Section title="Auslastung im Team">
      {figures.workload.length === 0 ? (
        <Empty>Keine Teammitglieder.</Empty>
      ) : (
        <FigureTable
          caption="Auslastung pro Planer"
          head={['Teammitglied', 'Anstehende Veranstaltungen', 'Offene Anfragen']}
          rows={figures.workload.map((w) => [w.name, formatNumber(w.upcoming), formatNumber(w.openRequests)])}
        />
      )}
    </Section>
  )
}
