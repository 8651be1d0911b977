import type { OwnerFigures } from '~/models/owner-figures.server'
import { Chart, FigureTable } from '~/components/analytics/chart'
import { formatCents, formatDate, formatNumber } from '~/utils/format'

// The owner console's platform figures (docs/features/analytics-and-exports.md), one section of /owner.
export function OwnerFiguresSection({ figures }: { figures: OwnerFigures }) {
  const labels = figures.signups.map((w) => formatDate(w.weekStart).slice(0, 6))
  return (
    <section aria-labelledby="owner-figures" className="space-y-4 rounded-lg border p-4">
      <h2 id="owner-figures" className="text-lg font-semibold">
        Plattform-Kennzahlen
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Monatlich wiederkehrender Umsatz', formatCents(figures.mrrCents)],
          ['Bezahlte Konten', formatNumber(figures.paid)],
          ['Test → bezahlt', `${formatNumber(Math.round(figures.conversion * 1000) / 10)} %`],
          ['Aktiv (letzte 30 Tage)', formatNumber(figures.activeLast30Days)],
        ].map(([label, value]) => (
          <div key={label} className="rounded border p-3">
            <dt className="text-sm">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={`figure-${label}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <Chart
        title="Registrierungen pro Woche"
        labels={labels}
        bars={[{ name: 'Registrierungen', values: figures.signups.map((w) => w.count) }]}
        format={formatNumber}
      />
      <FigureTable
        caption="Registrierungen pro Woche"
        head={['Woche ab', 'Registrierungen']}
        rows={figures.signups.map((w) => [formatDate(w.weekStart), formatNumber(w.count)])}
      />
      <h3 className="font-semibold">Größte Mandanten</h3>
      <FigureTable
        caption="Veranstaltungen und Kunden pro Mandant"
        head={['Mandant', 'Veranstaltungen', 'Kunden']}
        rows={figures.largest.map((t) => [t.name, formatNumber(t.events), formatNumber(t.customers)])}
      />
    </section>
  )
}
