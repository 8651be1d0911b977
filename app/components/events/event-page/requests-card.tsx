import { Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { canDraftOffer, offerStatusLabel } from '~/domain/offer-request-status'
import { CreateOfferButton } from '~/components/billing/offer-decision'
import { formatCents, formatDate } from '~/utils/format'

export type EventRequest = {
  id: string
  status: string
  grossCents: number
  createdAt: number
  decidedAt: number | null
}

/** The event's offer requests, each linked to its page under Angebote & Rechnungen. */
export function RequestsCard({ requests }: { requests: EventRequest[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Angebotsanfragen</CardTitle>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">Noch keine Angebotsanfragen.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {requests.map((r) => (
              <li key={r.id} data-testid="event-request" className="flex flex-wrap items-center justify-between gap-2">
                <Link to={`/tenant/billing/${r.id}`} className="underline">
                  Anfrage vom {formatDate(r.createdAt)}
                </Link>
                <span className="flex items-center gap-2">
                  {formatCents(r.grossCents)}
                  <Badge variant={r.status === 'open' ? 'default' : 'outline'}>{offerStatusLabel(r.status)}</Badge>
                  {canDraftOffer(r.status) ? <CreateOfferButton requestId={r.id} size="sm" /> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
