import { portalEventDay } from '~/models/portal-event-day.server'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { CartPanel } from '~/components/portal/cart-panel'
import { PortalHeader } from '~/components/portal/portal-header'
import { PortalSidebar } from '~/components/portal/portal-sidebar'
import { HEX_COLOR } from '~/domain/branding'
import { portalContext } from '~/models/portal.server'
import { logoVersion } from '~/models/tenant-logo.server'
import { unreadForCustomer } from '~/models/message.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { brandFromMatches, brandTitle } from '~/domain/white-label'

export const meta: MetaFunction = ({ matches }) => [
  { title: brandTitle('Ihre Veranstaltung', brandFromMatches(matches)) },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { customer, tenant, tenantId } = await requireCustomer(request)
  const url = new URL(request.url)
  const ctx = portalContext(tenantId, customer.id, url.searchParams.get('event'))
  const e = ctx.event
  return {
    customer: { name: customer.name, email: customer.email, company: customer.company },
    imprintUrl: tenant.imprintUrl,
    tenant: {
      name: tenant.name,
      primaryColor: tenant.primaryColor && HEX_COLOR.test(tenant.primaryColor) ? tenant.primaryColor : null,
      logoVersion: logoVersion(tenantId),
    },
    events: ctx.events,
    // only what the customer may see: internal notes stay with the staff
    event: e
      ? {
          id: e.id,
          name: e.name,
          eventType: e.eventType,
          eventDate: e.eventDate,
          deadlineAt: e.deadlineAt,
          guestCount: e.guestCount,
          budgetCents: e.budgetCents,
          status: e.status,
          description: e.description,
          contactPerson: e.contactPerson,
          contactEmail: e.contactEmail,
          contactPhone: e.contactPhone,
        }
      : null,
    eventDay: e ? portalEventDay(tenantId, e) : null,
    eventQuery: e && ctx.events.length > 1 ? `?event=${encodeURIComponent(e.id)}` : '',
    modules: ctx.modules,
    cart: ctx.cart,
    smallBusiness: ctx.smallBusiness,
    lock: ctx.lock,
    openOffer: ctx.openOffer,
    lastDecision: ctx.lastDecision,
    planner: ctx.planner,
    unreadMessages: unreadForCustomer(tenantId, customer.id),
  }
}

export type PortalData = Awaited<ReturnType<typeof loader>>

export default function CustomerDashboard() {
  const data = useLoaderData<typeof loader>()
  return (
    <div className="flex min-h-screen flex-col bg-muted/30">
      <PortalHeader
        customer={data.customer}
        tenant={data.tenant}
        events={data.events}
        currentEventId={data.event?.id ?? null}
      />
      <div className="mx-auto grid w-full max-w-7xl flex-1 gap-6 p-4 md:grid-cols-[14rem_1fr] lg:grid-cols-[14rem_1fr_22rem]">
        <PortalSidebar
          modules={data.modules}
          eventQuery={data.eventQuery}
          cartCount={data.cart?.lines.length ?? 0}
          hasEvent={Boolean(data.event)}
          unreadMessages={data.unreadMessages}
        />
        <main id="main" className="min-w-0">
          <Outlet />
        </main>
        {data.event && data.cart ? (
          <CartPanel
            eventId={data.event.id}
            cart={data.cart}
            lock={data.lock}
            openOffer={data.openOffer}
            lastDecision={data.lastDecision}
            guestCount={data.event.guestCount}
            smallBusiness={data.smallBusiness}
          />
        ) : null}
      </div>
      <footer className="border-t bg-background">
        <nav aria-label="Rechtliches" className="mx-auto flex max-w-7xl flex-wrap gap-4 p-4 text-sm">
          {data.imprintUrl ? (
            <a href={data.imprintUrl} className="underline-offset-4 hover:underline" rel="noopener noreferrer">
              Impressum von {data.tenant.name}
            </a>
          ) : null}
          <a href="/datenschutz" className="underline-offset-4 hover:underline">
            Datenschutz
          </a>
          <a href="/impressum" className="underline-offset-4 hover:underline">
            Impressum der Plattform
          </a>
        </nav>
      </footer>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
