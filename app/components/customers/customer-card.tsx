import { Form, Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/components/ui/card'
import { formatDate } from '~/utils/format'

export type CustomerCardData = {
  id: string
  name: string | null
  email: string
  phone: string | null
  company: string | null
  isActive: boolean
  createdAt: number
  lastLoginAt: number | null
  deletionRequestedAt?: number | null
  erasedAt?: number | null
  eventCount: number
  events: Array<{ id: string; name: string; status: string }>
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

/** One customer's card (docs/product.md §2.11) with its actions; `returnTo` keeps search and page. */
export function CustomerCard({
  customer,
  returnTo,
  busy,
}: {
  customer: CustomerCardData
  returnTo: string
  busy: boolean
}) {
  const name = customer.name || 'Unbekannt'
  return (
    <Card data-testid="customer-card">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <CardTitle className="text-lg">{name}</CardTitle>
        <Badge variant={customer.isActive ? 'default' : 'secondary'}>{customer.isActive ? 'Aktiv' : 'Inaktiv'}</Badge>
      </CardHeader>
      <CardContent>
        <dl className="facts grid-cols-[7rem_minmax(0,1fr)] text-sm">
          <Row label="E-Mail">{customer.email}</Row>
          <Row label="Telefon">{customer.phone || '–'}</Row>
          <Row label="Firma">{customer.company || '–'}</Row>
          <Row label="Erstellt am">{formatDate(customer.createdAt)}</Row>
          <Row label="Letzter Login">{customer.lastLoginAt ? formatDate(customer.lastLoginAt) : 'Nie'}</Row>
          <Row label="Events">{customer.eventCount}</Row>
        </dl>
        {customer.deletionRequestedAt && !customer.erasedAt ? (
          <p
            className="mt-3 rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
            data-testid="deletion-request"
          >
            Löschung angefragt am {formatDate(customer.deletionRequestedAt)} ·{' '}
            <Link to={`/tenant/customers/${customer.id}/erase`} className="font-medium underline" preventScrollReset>
              Daten jetzt löschen
            </Link>
          </p>
        ) : null}
        {customer.erasedAt ? (
          <p className="mt-3 text-sm text-muted-foreground">
            Personenbezogene Daten gelöscht am {formatDate(customer.erasedAt)}.
          </p>
        ) : null}
        {customer.events.length ? (
          <ul className="mt-3 flex flex-wrap gap-1" aria-label="Events des Kunden">
            {customer.events.map((event) => (
              <li key={event.id}>
                <Badge variant="outline">{event.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {customer.isActive ? (
          <Form method="post" action="/tenant/customers" preventScrollReset>
            <input type="hidden" name="customer_id" value={customer.id} />
            <input type="hidden" name="return_to" value={returnTo} />
            <Button type="submit" size="sm" name="intent" value="resend" disabled={busy}>
              Login-E-Mail senden
            </Button>
          </Form>
        ) : null}
        <Link to={`/tenant/customers/${customer.id}/edit`} className={buttonClass('outline', 'sm')} preventScrollReset>
          Bearbeiten
        </Link>
        <Link
          to={`/tenant/customers/${customer.id}/delete`}
          className={buttonClass('destructive', 'sm')}
          preventScrollReset
        >
          Löschen
        </Link>
      </CardFooter>
    </Card>
  )
}
