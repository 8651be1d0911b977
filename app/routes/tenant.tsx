import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, NavLink, Outlet, useLoaderData } from '@remix-run/react'
import { requireTenantStaff } from '~/utils/auth.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { buttonClass } from '~/components/ui/button'
import { TENANT_NAV } from '~/components/tenant-nav'
import { cn } from '~/utils/cn'

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return {
    tenantName: staff.tenant.name || 'Festplan',
    fullName: staff.profile.fullName,
    role: staff.role,
  }
}

export default function TenantLayout() {
  const { tenantName, fullName } = useLoaderData<typeof loader>()
  return (
    <div className="flex min-h-screen">
      <aside className="flex w-64 flex-col border-r bg-muted/40">
        <div className="border-b p-4 font-semibold">{tenantName}</div>
        <nav aria-label="Mandantenbereich" className="flex-1 p-2">
          <ul className="space-y-1">
            {TENANT_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn('block rounded-md px-3 py-2 text-sm', isActive ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t p-4">
          <p className="mb-2 truncate text-sm text-muted-foreground">{fullName}</p>
          <Form method="post" action="/logout">
            <button type="submit" className={buttonClass('outline', 'sm', 'w-full')}>Abmelden</button>
          </Form>
        </div>
      </aside>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
