import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'

type Props = {
  planner: { fullName: string | null; email: string | null; phone: string | null } | null
  event: { contactPerson: string | null; contactEmail: string | null; contactPhone: string | null }
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** 'Kontakt' in the portal: how to reach the planner (e-mail, phone), then the event's own contact. */
export function ContactCard({ planner, event }: Props) {
  const onSite = event.contactPerson || event.contactEmail || event.contactPhone
  return (
    <Card data-testid="portal-contact">
      <CardHeader>
        <CardTitle>Kontakt</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {planner ? (
          <div className="grid gap-1">
            <p className="text-muted-foreground">Ihr Event-Planer</p>
            {planner.fullName ? <p className="font-medium">{planner.fullName}</p> : null}
            {planner.email ? (
              <p>
                E-Mail:{' '}
                <a className="underline" href={`mailto:${planner.email}`}>
                  {planner.email}
                </a>
              </p>
            ) : null}
            {planner.phone ? (
              <p>
                Telefon:{' '}
                <a className="underline" href={telHref(planner.phone)}>
                  {planner.phone}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        {onSite ? (
          <div className="grid gap-1">
            <p className="text-muted-foreground">Kontakt zur Veranstaltung</p>
            {event.contactPerson ? <p>{event.contactPerson}</p> : null}
            {event.contactEmail ? (
              <p>
                <a className="underline" href={`mailto:${event.contactEmail}`}>
                  {event.contactEmail}
                </a>
              </p>
            ) : null}
            {event.contactPhone ? (
              <p>
                <a className="underline" href={telHref(event.contactPhone)}>
                  {event.contactPhone}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
        {!planner && !onSite ? <p>Keine Kontaktdaten hinterlegt.</p> : null}
      </CardContent>
    </Card>
  )
}
