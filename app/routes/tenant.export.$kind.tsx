import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { CSV_BOM, csvRow } from '~/domain/csv'
import { analyticsPages, EXPORT_FILE_NAMES, exportPages, isExportKind } from '~/models/export.server'
import { resolvePeriod } from '~/domain/analytics-period'
import { berlinYmd } from '~/domain/event-dates'

// GET /tenant/export/<kind>.csv?q=… — Excel-friendly CSV of a list page with its
// search (offers and invoices also with their status filter `state`).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const match = /^(.+)\.csv$/.exec(params.kind ?? '')
  const kind = match?.[1] ?? ''
  const search = new URL(request.url).searchParams
  if (kind !== 'analytics' && !isExportKind(kind)) throw new Response('Nicht gefunden', { status: 404 })
  const pages = isExportKind(kind)
    ? exportPages(staff.tenantId, kind, (search.get('q') ?? '').slice(0, 200), (search.get('state') ?? '').slice(0, 20))
    : analyticsPages(staff.tenantId, resolvePeriod(search))
  const encoder = new TextEncoder()
  let started = false
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pages.next()
      if (next.done) return controller.close()
      const text = next.value.map(csvRow).join('')
      controller.enqueue(encoder.encode(started ? text : CSV_BOM + text))
      started = true
    },
  })
  const file = `${isExportKind(kind) ? EXPORT_FILE_NAMES[kind] : 'auswertung'}-${berlinYmd(Date.now())}.csv`
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': 'no-store',
    },
  })
}
