import { parseWithZod } from '~/utils/conform'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { billingExportSchema } from '~/forms/billing-export'
import { billingExportEntries } from '~/models/billing-export.server'
import { acquireLease, BILLING_EXPORT_LEASE, type Lease } from '~/models/export-lease.server'
import { responseDrained } from '~/utils/request-context.server'
import type { ZipEntry } from '~/utils/zip-stream.server'
import { requireTenantAdmin } from '~/services/auth/auth.server'
import { zipStream } from '~/utils/zip-stream.server'

// The tax adviser ZIP, streamed (admins): reached from the form at
// /tenant/billing/export with the same query. A bad period goes back there.
// Each invoice PDF is copied as stored when it was finalised (older ones are
// rendered once on the way), and one export runs at a time per tenant (a
// lease in the database, shared by all worker processes).

const EXPORT_BUSY =
  'Es läuft bereits ein Export für die Steuerberatung. Bitte warten Sie, bis er fertig ist, und versuchen Sie es dann erneut.'

/**
 * The entries with the lease renewed at each step and released at the end, on
 * an error or when the download is cancelled (even before the first entry).
 */
function leased(entries: AsyncIterable<ZipEntry>, lease: Lease): AsyncIterableIterator<ZipEntry> {
  const inner = entries[Symbol.asyncIterator]()
  const iterator: AsyncIterableIterator<ZipEntry> = {
    async next() {
      try {
        await responseDrained()
        const step = await inner.next()
        if (step.done) lease.release()
        else lease.renew()
        return step
      } catch (error) {
        lease.release()
        throw error
      }
    },
    async return() {
      lease.release()
      await inner.return?.()
      return { done: true, value: undefined }
    },
    [Symbol.asyncIterator]() {
      return iterator
    },
  }
  return iterator
}

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantAdmin(request)
  const url = new URL(request.url)
  const submission = parseWithZod(url.searchParams, { schema: billingExportSchema })
  if (submission.status !== 'success') throw redirect(`/tenant/billing/export${url.search}`)
  const { from, to, consultant_number, client_number } = submission.value
  const lease = acquireLease(BILLING_EXPORT_LEASE, staff.tenantId)
  if (!lease) {
    return new Response(EXPORT_BUSY, {
      status: 429,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '30',
        'Cache-Control': 'private, no-store',
      },
    })
  }
  const entries = leased(
    billingExportEntries(staff.tenantId, {
      from,
      to,
      consultantNumber: consultant_number,
      clientNumber: client_number,
    }),
    lease,
  )
  return new Response(zipStream(entries), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="steuerberatung-${staff.tenant.subdomain}-${from}-bis-${to}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
