import type { LoaderFunctionArgs } from '@remix-run/node'
import { tenantExportEntries } from '~/models/tenant-export.server'
import { requireTenantStaff } from '~/utils/auth.server'
import { zipStream } from '~/utils/zip-stream.server'

// The tenant's whole data as one ZIP, streamed (issue 24). Reached by the
// account page's 'intent=export' post; admins only, also during the 30 days
// after a cancellation.
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request, { allowCancelled: true })
  if (staff.role !== 'tenant_admin') throw new Response('Nur Administratoren dürfen das.', { status: 403 })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(zipStream(tenantExportEntries(staff.tenantId)), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="festplan-${staff.tenant.subdomain}-${day}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
