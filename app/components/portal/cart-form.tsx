import { useFetcher, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'

/**
 * A form to the cart action. With JavaScript a fetcher (no full reload);
 * without, a plain POST that redirects back to this page.
 */
export function CartForm({ eventId, serviceId, children, className, id }: { eventId: string; serviceId?: string; children: (busy: boolean) => ReactNode; className?: string; id?: string }) {
  const fetcher = useFetcher()
  const location = useLocation()
  return (
    <fetcher.Form id={id} method="post" action="/customer-dashboard/cart" preventScrollReset className={className}>
      <input type="hidden" name="event_id" value={eventId} />
      {serviceId ? <input type="hidden" name="service_id" value={serviceId} /> : null}
      <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
      {children(fetcher.state !== 'idle')}
    </fetcher.Form>
  )
}
