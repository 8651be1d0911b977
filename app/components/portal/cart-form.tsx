import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A form to the cart action. With JavaScript a fetcher (no full reload);
 * without, a plain POST that redirects back to this page.
 */
export function CartForm({
  eventId,
  serviceId,
  children,
  className,
  id,
  onSettled,
}: {
  eventId: string
  serviceId?: string
  children: (busy: boolean) => ReactNode
  className?: string
  id?: string
  onSettled?: () => void
}) {
  const fetcher = useFetcher()
  const location = useLocation()
  // after the answer (and the cart's reload), e.g. to show the corrected value in place of what was typed
  const wasBusy = useRef(false)
  useEffect(() => {
    if (fetcher.state !== 'idle') wasBusy.current = true
    else if (wasBusy.current) {
      wasBusy.current = false
      onSettled?.()
    }
  }, [fetcher.state, onSettled])
  return (
    <fetcher.Form id={id} method="post" action="/customer-dashboard/cart" preventScrollReset className={className}>
      <input type="hidden" name="event_id" value={eventId} />
      {serviceId ? <input type="hidden" name="service_id" value={serviceId} /> : null}
      <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
      {children(fetcher.state !== 'idle')}
    </fetcher.Form>
  )
}
