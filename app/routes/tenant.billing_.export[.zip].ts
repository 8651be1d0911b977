import { parseWithZod } from '~/utils/conform'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { billingExportSchema } from '~/forms/billing-export'
import { billingExportEntries } from '~/models/billing-export.server'
import { requireTenantAdmin } from '~/utils/auth.server'
import { zipStream } from '~/utils/zip-stream.server'

// The tax adviser ZIP, streamed (issue 17, admins): reached from the form at
// /tenant/billing/export with the same query. A bad period goes back there.
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantAdmin(request)
  const url = new URL(request.url)
  const submission = parseWithZod(url.searchParams, { schema: billingExportSchema })
  if (submission.status !== 'success') throw redirect(`/tenant/billing/export${url.search}`)
  const { from, to, consultant_number, client_number } = submission.value
  const entries = billingExportEntries(staff.tenantId, { from, to, consultantNumber: consultant_number, clientNumber: client_number })
  return new Response(zipStream(entries), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="steuerberatung-${staff.tenant.subdomain}-${from}-bis-${to}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
