import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { Badge } from '~/components/ui/badge'
import { listOfferRequests } from '~/models/offer-request.server'
import { requireTenantStaff } from '~/utils/auth.server'
import { formatCents, formatDateTime } from '~/utils/format'
import { CsvExportLink } from '~/components/csv-export-link'

export const meta: MetaFunction = () => [{ title: 'Angebote & Rechnungen – Festplan' }]

const OFFER_STATUS_LABELS: Record<string, string> = { open: 'Offen', accepted: 'Angenommen', declined: 'Abgelehnt' }

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return listOfferRequests(staff.tenantId, { page: pageFromUrl(new URL(request.url)) })
}

export default function Billing() {
  const { requests, page, pageCount } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-6xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Angebote &amp; Rechnungen</h1>
      <CsvExportLink kind="offer-requests" label="Angebotsanfragen als CSV exportieren" />
      <p className="text-sm text-muted-foreground">Angebotsanfragen Ihrer Kunden, neueste zuerst. Rechnungen folgen später.</p>
      {requests.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">Noch keine Angebotsanfragen vorhanden.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">Angebotsanfragen</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="p-3">Kunde</th>
                <th scope="col" className="p-3">Veranstaltung</th>
                <th scope="col" className="p-3">Datum</th>
                <th scope="col" className="p-3">Status</th>
                <th scope="col" className="p-3 text-right">Summe (brutto)</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id} className="border-t">
                  <td className="p-3">{r.customerName || r.customerEmail || 'Unbekannt'}</td>
                  <td className="p-3">
                    <Link to={`/tenant/billing/${r.id}`} className="font-medium underline underline-offset-4">{r.eventName}</Link>
                  </td>
                  <td className="p-3">{formatDateTime(r.createdAt)}</td>
                  <td className="p-3"><Badge variant={r.status === 'open' ? 'default' : 'outline'}>{OFFER_STATUS_LABELS[r.status] ?? r.status}</Badge></td>
                  <td className="p-3 text-right">{formatCents(r.grossCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
