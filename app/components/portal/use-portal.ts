import { useRouteLoaderData } from '@remix-run/react'
import type { PortalData } from '~/routes/customer-dashboard'

/** The portal layout's data (customer, event, modules, cart) for its child routes. */
export function usePortal() {
  const data = useRouteLoaderData<() => Promise<PortalData>>('routes/customer-dashboard')
  if (!data) throw new Error('usePortal außerhalb des Kundenportals')
  return data
}
