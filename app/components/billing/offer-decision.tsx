import { Form, useNavigation } from '@remix-run/react'
import { Badge, type BadgeVariant } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { offerStatusLabel } from '~/domain/offer-request-status'
import { formatDateTime } from '~/utils/format'

const VARIANTS: Record<string, BadgeVariant> = {
  open: 'outline',
  drafted: 'outline',
  sent: 'secondary',
  ordered: 'default',
  declined: 'destructive',
}

export function OfferStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? 'outline'}>{offerStatusLabel(status)}</Badge>
}

/** 'Angebot erstellen' from a request (posts to the new offer), one form per request. */
export function CreateOfferButton({ requestId, size }: { requestId: string; size?: 'sm' }) {
  const navigation = useNavigation()
  return (
    <Form method="post" action={`/tenant/offers/new?request=${encodeURIComponent(requestId)}`}>
      <Button type="submit" size={size} disabled={navigation.state === 'submitting'}>
        Angebot erstellen
      </Button>
    </Form>
  )
}

/**
 * An open request: 'Angebot erstellen' (the draft filled from its lines) or
 * decline it; once an offer exists the request follows it (form posts; work
 * without JavaScript).
 */
export function OfferDecision({
  requestId,
  status,
  decidedAt,
  offerId,
}: {
  requestId: string
  status: string
  decidedAt: number | null
  offerId: string | null
}) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting'
  if (status !== 'open') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <OfferStatusBadge status={status} />
        {decidedAt ? <span className="text-muted-foreground">am {formatDateTime(decidedAt)}</span> : null}
        {offerId ? (
          <a href={`/tenant/offers/${offerId}`} className="underline underline-offset-4">
            Zum Angebot
          </a>
        ) : null}
      </p>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <OfferStatusBadge status={status} />
      <span className="text-sm text-muted-foreground">
        Der Warenkorb des Kunden ist gesperrt, bis Sie ein Angebot senden oder ablehnen.
      </span>
      <CreateOfferButton requestId={requestId} />
      <Form method="post">
        <Button type="submit" name="intent" value="decline" variant="outline" disabled={pending}>
          Ablehnen
        </Button>
      </Form>
    </div>
  )
}
