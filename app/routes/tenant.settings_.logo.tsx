import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { LogoSection } from '~/components/settings/logo-section'
import { logoVersion, removeLogo, saveLogo } from '~/models/tenant-logo.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { guardUpload } from '~/services/files/file-upload.server'
import { redirectWithToast } from '~/utils/http.server'
import { receiveLogo } from '~/utils/logo-upload.server'

// The tenant's logo (ADR 124b): multipart posts only (field `logo`,
// `intent` upload-logo / remove-logo), admins only. Einstellungen shows the
// same section; a refused upload comes back on this page with its message.

export const meta: MetaFunction = () => [{ title: 'Logo – Einstellungen – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return {
    logoVersion: logoVersion(staff.tenantId),
    tenantName: staff.tenant.name,
    isAdmin: staff.role === 'tenant_admin',
  }
}

export async function action({ request }: ActionFunctionArgs) {
  await guardUpload(request)
  const staff = await requireTenantStaff(request)
  if (staff.role !== 'tenant_admin')
    return data({ error: 'Nur Administratoren können das Logo ändern.' }, { status: 403 })
  const received = await receiveLogo(request)
  if (!received.ok) return data({ error: received.error }, { status: 400 })
  if (received.intent === 'remove') {
    removeLogo(staff.tenantId)
    return redirectWithToast('/tenant/settings', { type: 'success', description: 'Logo wurde entfernt.' })
  }
  saveLogo(staff.tenantId, received.logo)
  return redirectWithToast('/tenant/settings', { type: 'success', description: 'Logo wurde gespeichert.' })
}

export default function LogoPage() {
  const { logoVersion: version, tenantName, isAdmin } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <div>
        <Link to="/tenant/settings" className="text-sm text-muted-foreground hover:underline">
          ← Einstellungen
        </Link>
        <h1 className="text-2xl font-bold">Logo</h1>
      </div>
      <LogoSection logoVersion={version} tenantName={tenantName} canEdit={isAdmin} error={actionData?.error} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
