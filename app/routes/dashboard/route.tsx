import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { buttonClass } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { ROLE_SUBTITLES } from '~/domain/dashboard'
import { adminFigures, plannerNextEvent } from '~/models/dashboard.server'
import { listTenantsForOwner, ownerCounters } from '~/models/owner.server'
import { getAccount, requireTenantStaff } from '~/services/auth/auth.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'
import { AdminView, OwnerView, PlannerView } from './views'

export const meta: MetaFunction = () => [{ title: 'Dashboard – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const account = await getAccount(request)
  if (!account) return { view: 'anonymous' as const }
  const now = Date.now()
  const greeting = { fullName: account.profile.fullName, subtitle: ROLE_SUBTITLES[account.profile.role] ?? '' }
  switch (account.profile.role) {
    case 'tenant_admin': {
      // Same gate as the tenant area: another tenant's host is a 404, no data.
      const staff = await requireTenantStaff(request)
      return { view: 'admin' as const, greeting, figures: adminFigures(staff.tenantId, now) }
    }
    case 'tenant_planner': {
      const staff = await requireTenantStaff(request)
      return { view: 'planner' as const, greeting, next: plannerNextEvent(staff.tenantId, staff.userId, now) }
    }
    case 'platform_owner': {
      if (getHostTenant(request)) throw new Response('Nicht gefunden', { status: 404 })
      const { tenants, total } = listTenantsForOwner(now)
      return { view: 'owner' as const, greeting, counters: ownerCounters(now), tenants, totalTenants: total }
    }
    default:
      return { view: 'unknown' as const }
  }
}

function Notice({ text }: { text: string }) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <Card>
        <CardContent className="grid gap-3 p-6">
          <p role="alert" className="font-medium">
            {text}
          </p>
          <p className="text-sm">
            <Link to="/tenant-signup?mode=login&redirectTo=%2Fdashboard" className="underline underline-offset-4">
              Zur Anmeldung
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  )
}

export default function Dashboard() {
  const data = useLoaderData<typeof loader>()
  if (data.view === 'anonymous') return <Notice text="Zugriff verweigert, bitte melden Sie sich an." />
  if (data.view === 'unknown') return <Notice text="Unbekannte Benutzerrolle" />
  return (
    <main className="mx-auto grid max-w-5xl gap-6 p-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Willkommen, {data.greeting.fullName}!</h1>
          <p className="text-muted-foreground">{data.greeting.subtitle}</p>
        </div>
        <Form method="post" action="/logout">
          <button type="submit" className={buttonClass('outline', 'sm')}>
            Abmelden
          </button>
        </Form>
      </header>
      {data.view === 'admin' ? <AdminView figures={data.figures} /> : null}
      {data.view === 'planner' ? <PlannerView next={data.next} /> : null}
      {data.view === 'owner' ? (
        <OwnerView counters={data.counters} tenants={data.tenants} total={data.totalTenants} />
      ) : null}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
