import { formatCents } from '~/utils/format'

type Totals = {
  rates: Array<{ rate: number; netCents: number; vatCents: number }>
  netCents: number
  vatCents: number
  grossCents: number
}

/** Netto, USt. per rate and Brutto of a document (drafts too); a Kleinunternehmer shows no USt. */
export function DocumentTotals({
  totals,
  smallBusiness = false,
  caption,
}: {
  totals: Totals
  smallBusiness?: boolean
  caption?: string
}) {
  return (
    <dl data-testid="document-totals" className="ml-auto grid max-w-sm grid-cols-2 gap-1 text-sm">
      {caption ? <p className="col-span-2 text-xs text-muted-foreground">{caption}</p> : null}
      <dt>Netto</dt>
      <dd className="text-right" data-testid="totals-net">
        {formatCents(totals.netCents)}
      </dd>
      {smallBusiness
        ? null
        : totals.rates.map((r) => (
            <div key={r.rate} className="contents">
              <dt>
                USt. {r.rate} % auf {formatCents(r.netCents)}
              </dt>
              <dd className="text-right" data-testid={`totals-vat-${r.rate}`}>
                {formatCents(r.vatCents)}
              </dd>
            </div>
          ))}
      <dt className="font-semibold">{smallBusiness ? 'Gesamt' : 'Brutto'}</dt>
      <dd className="text-right font-semibold" data-testid="totals-gross">
        {formatCents(totals.grossCents)}
      </dd>
      {smallBusiness ? (
        <p className="col-span-2 text-xs text-muted-foreground">Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.</p>
      ) : null}
    </dl>
  )
}
