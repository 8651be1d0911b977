import { Form, Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClass } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { PRICING_UNIT_LABELS, priceText } from '~/domain/pricing'
import { shareLines, shareNetText } from '~/domain/pricing/share-text'
import type { ServiceView } from '~/models/service.server'
import { formatDate } from '~/utils/format'
import { FoodFacts } from '~/components/kitchen/food-facts'

type CardService = Omit<ServiceView, 'createdAt'> & { createdAt: number }

/** `search` (the list's ?q=&page=) is kept when the status toggle posts back. */
export function ServiceCard({ service, search }: { service: CardService; search: string }) {
  const { pricing } = service
  const shares = shareLines(pricing, service.vatSplitPercent)
  return (
    <Card aria-labelledby={`service-${service.id}`} role="article" className="flex flex-col">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle id={`service-${service.id}`}>{service.name}</CardTitle>
          <Badge variant={service.isActive ? 'default' : 'secondary'}>{service.isActive ? 'Aktiv' : 'Inaktiv'}</Badge>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{service.category}</Badge>
          {pricing ? <Badge variant="outline">{PRICING_UNIT_LABELS[pricing.unit]}</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        {service.description ? <p className="line-clamp-2 text-muted-foreground">{service.description}</p> : null}
        <div>
          <p className="font-semibold">
            Netto: {shareNetText(pricing, service.vatSplitPercent) ?? priceText(pricing, { view: 'staff' })}
          </p>
          <p className="text-muted-foreground">
            Brutto: {priceText(pricing, { view: 'customer' })}
            {pricing && shares.length === 0 ? ` (${pricing.taxRate} % MwSt.)` : null}
          </p>
          {shares.length ? (
            <ul data-testid="service-shares" className="mt-1 text-xs text-muted-foreground">
              {shares.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <FoodFacts kind={service.kind} allergens={service.allergens} dietTags={service.dietTags} />
        <p className="text-xs text-muted-foreground">Erstellt am {formatDate(service.createdAt)}</p>
        <div className="mt-auto flex flex-wrap gap-2">
          <Link
            to={`/tenant/services/${service.id}/edit`}
            className={buttonClass('outline', 'sm')}
            aria-label={`${service.name} bearbeiten`}
          >
            Bearbeiten
          </Link>
          <Form method="post" action={`/tenant/services${search}`} preventScrollReset>
            <input type="hidden" name="service_id" value={service.id} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              name="intent"
              value={service.isActive ? 'deactivate' : 'activate'}
              aria-label={`${service.name} ${service.isActive ? 'deaktivieren' : 'aktivieren'}`}
            >
              {service.isActive ? 'Deaktivieren' : 'Aktivieren'}
            </Button>
          </Form>
          <Link
            to={`/tenant/services/${service.id}/delete`}
            preventScrollReset
            className={buttonClass('ghost', 'sm', 'text-destructive')}
            aria-label={`${service.name} löschen`}
          >
            Löschen
          </Link>
        </div>
      </CardContent>
    </Card>
  )
}
