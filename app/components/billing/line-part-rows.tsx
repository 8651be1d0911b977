import type { LinePart } from '~/domain/pricing'
import { formatCents } from '~/utils/format'

/**
 * The parts of a line priced in parts (Pauschale + pro Person, person groups)
 * as rows below it, each with its own Menge and Einzelpreis. Used by the
 * offer request and by the customer's cart on the event page.
 * `before`: cells left of 'Menge' after the name; `between`: cells between 'Einzelpreis' and the total.
 */
export function LinePartRows({
  parts,
  before = 0,
  between = 0,
  cell = 'p-3',
}: {
  parts: LinePart[] | null | undefined
  before?: number
  between?: number
  cell?: string
}) {
  if (!parts || parts.length < 2) return null
  // parts at different VAT rates (a drinks share) name their rate
  const rates = new Set(parts.map((p) => p.taxRate))
  return (
    <>
      {parts.map((p) => (
        <tr key={p.label} data-testid="line-part" className="text-muted-foreground">
          <td className={`${cell} pl-6`} colSpan={1 + before}>
            davon {p.label}
            {rates.size > 1 && p.taxRate !== undefined ? ` (${p.taxRate} % USt.)` : ''}
          </td>
          <td className={`${cell} text-right`}>{p.quantity}</td>
          <td className={`${cell} text-right`}>{formatCents(p.unitPriceCents)}</td>
          {between > 0 ? <td className={cell} colSpan={between} /> : null}
          <td className={`${cell} text-right`}>{formatCents(p.totalCents)}</td>
        </tr>
      ))}
    </>
  )
}
