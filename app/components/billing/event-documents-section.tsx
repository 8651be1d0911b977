import { Link } from '@remix-run/react'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { INVOICE_STATE_LABELS, invoiceState } from '~/domain/billing/invoice-state'
import { formatCents } from '~/utils/format'
import type { listEventDocuments } from '~/models/billing-list.server'

// The event page's 'Angebote & Rechnungen' (data: listEventDocuments(tenantId, eventId)).

export function EventDocumentsSection({
  eventId,
  documents,
  today,
}: {
  eventId: string
  documents: ReturnType<typeof listEventDocuments>
  today: string
}) {
  return (
    <Card aria-labelledby="event-documents" role="region">
      <CardHeader>
        <CardTitle level={2} id="event-documents">
          Angebote &amp; Rechnungen
        </CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        {documents.offers.length + documents.invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">Noch keine Dokumente.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {documents.offers.map((o) => (
              <li key={o.id}>
                <Link className="underline" to={`/tenant/offers/${o.id}`}>
                  Angebot {o.number ?? '(Entwurf)'}
                </Link>{' '}
                · {formatCents(o.grossCents)}
              </li>
            ))}
            {documents.invoices.map((i) => (
              <li key={i.id}>
                <Link className="underline" to={`/tenant/invoices/${i.id}`}>
                  Rechnung {i.number ?? '(Entwurf)'}
                </Link>{' '}
                · {formatCents(i.grossCents)} · {INVOICE_STATE_LABELS[invoiceState(i, today)]}
              </li>
            ))}
          </ul>
        )}
        <Link className="btn btn-outline btn-sm" to={`/tenant/offers/new?event=${eventId}`}>
          Neues Angebot
        </Link>
      </CardContent>
    </Card>
  )
}
