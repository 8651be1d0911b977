import type { LoaderFunctionArgs } from '@remix-run/node'
import { todayYmd } from '~/domain/event-dates'
import { tenantExportEntries } from '~/models/tenant-export.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import fs from 'node:fs'
import { tenantFilesForExport } from '~/models/file-keys.server'
import { storedPath } from '~/utils/file-storage.server'
import { zipStream } from '~/utils/zip-stream.server'

/** The tenant's uploaded files, read from disk one by one as the ZIP is sent. */
async function* fileEntries(tenantId: string) {
  for (const f of tenantFilesForExport(tenantId)) {
    const path = storedPath(f.storageKey)
    if (!fs.existsSync(path)) continue
    yield {
      name: `dateien/${f.eventId ?? 'ohne-veranstaltung'}/${f.id}-${f.name.replace(/[\\/]/g, '_')}`,
      data: fs.createReadStream(path) as AsyncIterable<Buffer>,
    }
  }
}

// The tenant's whole data as one ZIP, streamed (docs/features/plans-and-privacy.md). Reached by the
// account page's 'intent=export' post; admins only, also during the 30 days
// after a cancellation.
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request, { allowClosed: true })
  if (staff.role !== 'tenant_admin') throw new Response('Nur Administratoren dürfen das.', { status: 403 })
  // the Berlin day: from 23:00 UTC (22:00 in summer) the UTC day is still yesterday's
  const day = todayYmd()
  return new Response(zipStream(tenantExportEntries(staff.tenantId, () => fileEntries(staff.tenantId))), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="festplan-${staff.tenant.subdomain}-${day}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
