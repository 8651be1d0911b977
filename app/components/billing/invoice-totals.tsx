import { Fragment } from 'react'
import type { InvoiceView } from '~/models/invoice-view.server'
import { formatCents } from '~/utils/format'

type Summary = NonNullable<InvoiceView['job']>

function Rows({ summary, prefix, vatLabel }: { summary: Summary; prefix: string; vatLabel: string }) {
  return (
    <>
      {summary.byRate.map((r) => (
        <Fragment key={r.rate}>
          <dt>
            {prefix} netto {r.rate} %
          </dt>
          <dd className="text-right">{formatCents(r.netCents)}</dd>
          {r.rate > 0 ? (
            <>
              <dt>
                {vatLabel} {r.rate} %
              </dt>
              <dd className="text-right">{formatCents(r.vatCents)}</dd>
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  )
}

/**
 * The totals of an invoice as computed on the server: per rate and gross; a
 * final invoice first states the whole job and the deducted deposits with the
 * VAT they contained (§ 14 Abs. 5 UStG), so the net shown adds up to its lines.
 */
export function InvoiceTotals({ view, children }: { view: InvoiceView; children?: React.ReactNode }) {
  const vat = !view.smallBusiness
  return (
    <dl className="ml-auto grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="invoice-totals">
      {view.job && view.deducted ? (
        <>
          {vat ? <Rows summary={view.job} prefix="Gesamtleistung" vatLabel="USt." /> : null}
          <dt className="font-semibold">Gesamtleistung brutto</dt>
          <dd className="text-right font-semibold">{formatCents(view.job.grossCents)}</dd>
          {vat ? (
            <Rows
              summary={{
                ...view.deducted,
                byRate: view.deducted.byRate.map((r) => ({ ...r, netCents: -r.netCents, vatCents: -r.vatCents })),
              }}
              prefix="Abzüglich Abschläge"
              vatLabel="darin USt."
            />
          ) : null}
          <dt>Abzüglich Abschläge brutto</dt>
          <dd className="text-right">{formatCents(-view.deducted.grossCents)}</dd>
        </>
      ) : null}
      <dt>Netto</dt>
      <dd className="text-right" data-testid="invoice-net">
        {formatCents(view.netCents)}
      </dd>
      {vat
        ? view.byRate.map((r) => (
            <Fragment key={r.rate}>
              {view.byRate.length > 1 ? (
                <>
                  <dt>Netto {r.rate} %</dt>
                  <dd className="text-right">{formatCents(r.netCents)}</dd>
                </>
              ) : null}
              <dt>USt. {r.rate} %</dt>
              <dd className="text-right">{formatCents(r.vatCents)}</dd>
            </Fragment>
          ))
        : null}
      <dt className="font-semibold">Brutto</dt>
      <dd className="text-right font-semibold" data-testid="invoice-gross">
        {formatCents(view.grossCents)}
      </dd>
      {children}
    </dl>
  )
}
