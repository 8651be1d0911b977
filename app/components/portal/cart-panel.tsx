import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatCents, formatDate } from '~/utils/format'
import { CartForm } from './cart-form'
import { CartLine, type CartLineView } from './cart-line'

type Props = {
  eventId: string
  cart: {
    lines: CartLineView[]
    totalCents: number
    budgetCents: number | null
    remainingCents: number | null
    budgetExceeded: boolean
    vat?: { rates: Array<{ taxRate: number; vatCents: number }> }
  }
  lock: 'deadline' | 'offer' | null
  openOffer: { createdAt: number; status?: string } | null
  lastDecision: { status: string; createdAt: number; decidedAt: number | null; grossCents: number } | null
  guestCount: number | null
  /** § 19 UStG: no VAT is shown or charged */
  smallBusiness?: boolean
}

/** The cart on the right (below the content on small screens). */
export function CartPanel({ eventId, cart, lock, openOffer, lastDecision, guestCount, smallBusiness = false }: Props) {
  const locked = lock !== null
  return (
    <aside id="warenkorb" aria-label="Warenkorb" className="md:col-span-2 lg:col-span-1 lg:self-start">
      <Card>
        <CardHeader>
          {/* its own landmark beside the page: h2, so pages without an h2 of their own (Gäste & Ernährung) keep the heading order */}
          <CardTitle level={2}>Warenkorb</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {lock === 'deadline' ? (
            <p role="status" className="rounded-md border border-amber-500/40 bg-amber-50 p-3 text-sm text-amber-900">
              Die Frist ist abgelaufen. Änderungen am Warenkorb sind nicht mehr möglich.
            </p>
          ) : null}
          {openOffer ? (
            <p role="status" className="rounded-md border border-green-600/30 bg-green-50 p-3 text-sm text-green-900">
              {customerLockLine(openOffer)}
            </p>
          ) : null}
          {lastDecision ? <DecisionNotice decision={lastDecision} /> : null}
          {cart.lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">Ihr Warenkorb ist leer.</p>
          ) : (
            <ul>
              {cart.lines.map((line) => (
                <CartLine key={line.serviceId} line={line} eventId={eventId} locked={locked} guestCount={guestCount} />
              ))}
            </ul>
          )}
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt>Gesamt</dt>
            <dd data-testid="cart-total" className="text-right font-semibold">
              {formatCents(cart.totalCents)}
            </dd>
            {!smallBusiness
              ? (cart.vat?.rates ?? [])
                  .filter((r) => r.vatCents !== 0)
                  .map((r) => (
                    <div key={r.taxRate} className="contents text-muted-foreground">
                      <dt>enthaltene USt. {r.taxRate} %</dt>
                      <dd data-testid={`cart-vat-${r.taxRate}`} className="text-right">
                        {formatCents(r.vatCents)}
                      </dd>
                    </div>
                  ))
              : null}
            <dt>Budget</dt>
            <dd data-testid="cart-budget" className="text-right">
              {cart.budgetCents === null ? 'Nicht festgelegt' : formatCents(cart.budgetCents)}
            </dd>
            {cart.remainingCents !== null ? (
              <>
                <dt>Verbleibendes Budget</dt>
                <dd
                  data-testid="cart-remaining"
                  className={cart.budgetExceeded ? 'text-right text-destructive' : 'text-right'}
                >
                  {formatCents(cart.remainingCents)}
                </dd>
              </>
            ) : null}
          </dl>
          {smallBusiness && cart.lines.length > 0 ? (
            <p className="text-xs text-muted-foreground">Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.</p>
          ) : null}
          {cart.budgetExceeded ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-semibold text-destructive"
            >
              Budget überschritten
            </p>
          ) : null}
          {!locked && cart.lines.length > 0 ? (
            <CartForm eventId={eventId}>
              {(busy) => (
                <Button type="submit" name="intent" value="request-offer" className="w-full" disabled={busy}>
                  {busy ? 'Wird angefordert...' : 'Angebot anfordern'}
                </Button>
              )}
            </CartForm>
          ) : null}
        </CardContent>
      </Card>
    </aside>
  )
}

/** Why the cart is locked and how to ask for changes. */
function customerLockLine(request: { createdAt: number; status?: string }) {
  if (request.status === 'ordered') {
    return 'Sie haben das Angebot angenommen, Ihre Auswahl ist beauftragt. Deshalb ist der Warenkorb gesperrt. Für Änderungen schreiben Sie Ihrem Event-Planer unter „Nachrichten“; er schickt Ihnen dann ein geändertes Angebot.'
  }
  if (request.status === 'sent') {
    return 'Ihr Angebot liegt vor: Sie finden es unter „Angebote & Rechnungen“. Bis Sie es annehmen oder ablehnen, ist der Warenkorb gesperrt.'
  }
  return `Angebot angefordert am ${formatDate(request.createdAt)}. Bis zur Antwort Ihres Event-Planers ist der Warenkorb gesperrt.`
}

/** The planner's answer to the last offer request (it also arrived by mail). */
function DecisionNotice({ decision }: { decision: NonNullable<Props['lastDecision']> }) {
  const accepted = decision.status === 'ordered'
  return (
    <p
      role="status"
      data-testid="offer-decision"
      className={
        accepted
          ? 'rounded-md border border-green-600/30 bg-green-50 p-3 text-sm text-green-900'
          : 'rounded-md border bg-muted p-3 text-sm'
      }
    >
      Ihre Angebotsanfrage vom {formatDate(decision.createdAt)} ({formatCents(decision.grossCents)}) wurde
      {decision.decidedAt ? ` am ${formatDate(decision.decidedAt)}` : ''} {accepted ? 'angenommen' : 'abgelehnt'}.
    </p>
  )
}
