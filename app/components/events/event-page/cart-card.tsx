import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { PRICE_ON_REQUEST, unitColumns, type LinePart } from '~/domain/pricing'
import { LinePartRows } from '~/components/billing/line-part-rows'
import { Fragment } from 'react'
import { formatCents, formatDate } from '~/utils/format'

export type StaffCart = {
  lines: Array<{
    serviceId: string
    name: string
    quantity: number
    available: boolean
    unitPriceCents: number | null
    lineTotalCents: number | null
    parts: LinePart[] | null
  }>
  totalCents: number
  budgetCents: number | null
  remainingCents: number | null
  budgetExceeded: boolean
  vat: Array<{ taxRate: number; netCents: number; vatCents: number; grossCents: number }>
  openOffer: { id: string; createdAt: number; status: string } | null
}

/** Why the cart is locked, for the planner. */
function staffLockLine(request: { createdAt: number; status: string }) {
  if (request.status === 'ordered')
    return 'Gesperrt: Der Kunde hat das Angebot angenommen. Änderungen gehen als Nachtrag (neue Version des Angebots).'
  if (request.status === 'sent')
    return `Gesperrt: Das Angebot zur Anfrage vom ${formatDate(request.createdAt)} liegt beim Kunden.`
  return `Gesperrt: Angebot angefordert am ${formatDate(request.createdAt)}.`
}

const price = (cents: number | null) => (cents === null ? PRICE_ON_REQUEST : formatCents(cents))

/** The customer's live selection, priced like the portal prices it; unlock when an open request locks it. */
export function CartCard({ cart, unlockError }: { cart: StaffCart; unlockError: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Aktueller Warenkorb des Kunden</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {cart.openOffer ? (
          <div className="grid gap-2 rounded-md border border-amber-500/40 bg-amber-50 p-3 text-sm text-amber-900">
            <p>{staffLockLine(cart.openOffer)}</p>
            {cart.openOffer.status === 'open' || cart.openOffer.status === 'drafted' ? (
              <Form method="post" preventScrollReset>
                <Button type="submit" name="intent" value="unlock" variant="outline" size="sm">
                  Warenkorb entsperren
                </Button>
              </Form>
            ) : null}
          </div>
        ) : null}
        {unlockError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {unlockError}
          </p>
        ) : null}
        {cart.lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">Der Warenkorb ist leer.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left">
                  <th className="py-2 pr-2">Leistung</th>
                  <th className="py-2 pr-2 text-right">Menge</th>
                  <th className="py-2 pr-2 text-right">Einzelpreis</th>
                  <th className="py-2 text-right">Gesamt</th>
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((l) => (
                  <Fragment key={l.serviceId}>
                    <tr
                      data-testid="staff-cart-line"
                      data-service-id={l.serviceId}
                      className="border-b last:border-b-0"
                    >
                      <td className="py-2 pr-2">
                        {l.name}
                        {!l.available ? (
                          <span className="ml-2 text-xs text-destructive">nicht mehr verfügbar</span>
                        ) : null}
                      </td>
                      <td className="py-2 pr-2 text-right">
                        {l.lineTotalCents === null ? l.quantity : unitColumns(l).quantity}
                      </td>
                      <td className="py-2 pr-2 text-right">
                        {l.lineTotalCents === null ? price(null) : unitColumns(l).unitPrice}
                      </td>
                      <td
                        data-testid="staff-line-price"
                        className={
                          l.available
                            ? 'py-2 text-right font-semibold'
                            : 'py-2 text-right text-muted-foreground line-through'
                        }
                      >
                        {price(l.lineTotalCents)}
                      </td>
                    </tr>
                    <LinePartRows parts={l.parts} cell="py-2 pr-2" />
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <dl className="grid grid-cols-2 gap-1 text-sm">
          {cart.vat.map((r) => (
            <div key={r.taxRate} className="contents">
              <dt>enthaltene MwSt. {r.taxRate} %</dt>
              <dd className="text-right">{formatCents(r.vatCents)}</dd>
            </div>
          ))}
          <dt className="font-semibold">Gesamt (brutto)</dt>
          <dd data-testid="staff-cart-total" className="text-right font-semibold">
            {formatCents(cart.totalCents)}
          </dd>
          <dt>Budget</dt>
          <dd className="text-right">
            {cart.budgetCents === null ? 'Nicht festgelegt' : formatCents(cart.budgetCents)}
          </dd>
          {cart.remainingCents !== null ? (
            <>
              <dt>Verbleibendes Budget</dt>
              <dd className={cart.budgetExceeded ? 'text-right text-destructive' : 'text-right'}>
                {formatCents(cart.remainingCents)}
              </dd>
            </>
          ) : null}
        </dl>
        {cart.budgetExceeded ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-semibold text-destructive"
          >
            Budget überschritten
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
