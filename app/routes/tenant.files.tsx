import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, Outlet, useLoaderData, useLocation } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FileTable } from '~/components/files/file-table'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { buttonClass, Button } from '~/components/ui/button'
import { Input, Label, Select } from '~/components/ui/input'
import { quotaPercent } from '~/domain/files'
import { planLimits } from '~/domain/plans'
import { eventsWithFiles, FILES_PER_PAGE, listTenantFiles } from '~/models/file-list.server'
import { storageUsed } from '~/models/file-usage.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatBytes, formatNumber } from '~/utils/format'

// All files of the tenant: search by name, filter by event, sort by date or
// size, the total and the plan's quota as a bar. Delete asks first (child route).

export const meta: MetaFunction = () => [{ title: 'Dateien – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').slice(0, 200)
  const eventId = url.searchParams.get('event') || null
  const sort = url.searchParams.get('sort') === 'size' ? 'size' : 'date'
  const page = pageFromUrl(url)
  const list = listTenantFiles(staff.tenantId, { query: q, eventId, sort, page })
  const quotaBytes = planLimits(staff.tenant).storageBytes
  const usedBytes = storageUsed(staff.tenantId)
  return {
    q,
    eventId,
    sort,
    page: list.page,
    pageCount: Math.max(1, Math.ceil(list.total / FILES_PER_PAGE)),
    files: list.rows,
    total: list.total,
    totalBytes: list.totalBytes,
    usedBytes,
    quotaBytes,
    events: eventsWithFiles(staff.tenantId),
  }
}

export default function TenantFiles() {
  const d = useLoaderData<typeof loader>()
  const location = useLocation()
  const percent = quotaPercent(d.usedBytes, d.quotaBytes)
  const filtered = Boolean(d.q || d.eventId)
  return (
    <section className="mx-auto grid max-w-6xl gap-4 p-6">
      <h1 className="text-2xl font-bold">Dateien</h1>
      <div className="grid gap-1.5 rounded-lg border p-4" data-testid="quota">
        <p className="text-sm">
          Speicher: <strong>{formatBytes(d.usedBytes)}</strong> von {formatBytes(d.quotaBytes)} belegt (
          {formatNumber(percent)} %)
        </p>
        <div
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
          role="meter"
          aria-label="Speicherplatz belegt"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className={`h-full ${percent >= 90 ? 'bg-destructive' : 'bg-primary'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="files-q">Dateiname</Label>
          <Input id="files-q" type="search" name="q" defaultValue={d.q} placeholder="Dateien durchsuchen..." />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="files-event">Veranstaltung</Label>
          <Select id="files-event" name="event" defaultValue={d.eventId ?? ''}>
            <option value="">Alle Veranstaltungen</option>
            {d.events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="files-sort">Sortierung</Label>
          <Select id="files-sort" name="sort" defaultValue={d.sort}>
            <option value="date">Neueste zuerst</option>
            <option value="size">Größte zuerst</option>
          </Select>
        </div>
        <Button type="submit" variant="outline">
          Anzeigen
        </Button>
      </Form>
      <p className="text-sm text-muted-foreground" data-testid="files-total">
        {formatNumber(d.total)} {d.total === 1 ? 'Datei' : 'Dateien'}, zusammen {formatBytes(d.totalBytes)}
      </p>
      {d.files.length ? (
        <FileTable
          files={d.files}
          showEvent
          actions={(f) => (
            <Link
              to={`/tenant/files/${encodeURIComponent(f.id)}/delete${location.search}`}
              className={buttonClass('outline', 'sm')}
              preventScrollReset
              aria-label={`${f.name} löschen`}
            >
              Löschen
            </Link>
          )}
        />
      ) : (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">{filtered ? 'Keine Dateien gefunden' : 'Noch keine Dateien'}</p>
          <p className="text-sm text-muted-foreground">
            {filtered
              ? 'Versuchen Sie einen anderen Suchbegriff oder eine andere Veranstaltung.'
              : 'Dateien laden Sie auf der Seite einer Veranstaltung hoch.'}
          </p>
        </div>
      )}
      <Pagination page={d.page} pageCount={d.pageCount} />
      <Outlet />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
