import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PlaceholderPage } from '~/components/placeholder-page'
import { requireTenantStaff } from '~/utils/auth.server'

export const meta: MetaFunction = () => [{ title: 'Einstellungen – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return { isAdmin: staff.role === 'tenant_admin' }
}

export default function Page() {
  const { isAdmin } = useLoaderData<typeof loader>()
  return (
    <PlaceholderPage title="Einstellungen">
      <p>Hier stehen künftig Branding, Team, Ihr Profil und das Sicherheitsprotokoll.</p>
      {isAdmin ? (
        <p>
          <Link to="/tenant/settings/security-log" className="underline underline-offset-4">Sicherheitsprotokoll</Link>
        </p>
      ) : null}
    </PlaceholderPage>
  )
}
