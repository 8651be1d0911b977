import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { eventCounters, listEvents, type EventCard as EventListRow } from '~/models/event-list.server'
import { isDeadlineExpired } from '~/domain/event-dates'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { EmptyList } from '~/components/empty-list'
import { SearchForm } from '~/components/search-form'
import { Pagination, pageFromUrl } from '~/components/pagination'
import { buttonClass } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { EventCard, type EventCardData } from '~/components/events/event-card'
import { EventCounters } from '~/components/events/event-counters'
import { CsvExportLink } from '~/components/csv-export-link'
import { KeptMarkupList } from '~/utils/kept-markup'
import { usePlainLinkClick } from '~/components/ui/plain-link-click'

export const meta: MetaFunction = () => [{ title: 'Veranstaltungen – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').slice(0, 200)
  const now = Date.now()
  const list = listEvents(staff.tenantId, { query: q, page: pageFromUrl(url) })
  return {
    q,
    page: list.page,
    pageCount: list.pageCount,
    total: list.total,
    counters: eventCounters(staff.tenantId, now),
    events: list.rows.map((row) => cardOf(row, now)),
  }
}

// Field by field, not `{ ...row, deadlineExpired }`: on Node 20's V8 every
// object made by spreading and then adding a property gets a hidden class of
// its own, allocated in the old generation, so each card of each view was
// garbage there (and slow to encode); docs/decisions/147b-old-generation-per-request.md.
function cardOf(row: EventListRow, now: number): EventCardData {
  return {
    id: row.id,
    name: row.name,
    eventType: row.eventType,
    status: row.status,
    eventDate: row.eventDate,
    deadlineAt: row.deadlineAt,
    guestCount: row.guestCount,
    budgetCents: row.budgetCents,
    description: row.description,
    customerName: row.customerName,
    templateName: row.templateName,
    plannerName: row.plannerName,
    deadlineExpired: isDeadlineExpired(row.deadlineAt, now),
  }
}

function SkeletonCards() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="event-skeletons" aria-busy="true">
      <p className="sr-only" role="status">
        Lade Veranstaltungen...
      </p>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="space-y-3 p-4">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-8 w-1/3" />
        </Card>
      ))}
    </div>
  )
}

export default function EventsPage() {
  const { q, page, pageCount, counters, events } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  const onLinkClick = usePlainLinkClick()
  const pending =
    navigation.state === 'loading' &&
    navigation.location.pathname === '/tenant/events' &&
    navigation.location.search !== location.search
  return (
    <section className="mx-auto max-w-6xl space-y-6 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Veranstaltungen</h1>
        <Link to="/tenant/events/new" className={buttonClass()}>
          Neue Veranstaltung
        </Link>
      </div>
      <EventCounters counters={counters} />
      <SearchForm placeholder="Veranstaltungen durchsuchen..." label="Veranstaltungen durchsuchen" defaultValue={q} />
      <CsvExportLink kind="events" q={q} />
      {pending ? (
        <SkeletonCards />
      ) : events.length === 0 ? (
        <EmptyList
          title="Keine Veranstaltungen gefunden"
          searched={Boolean(q)}
          firstHint="Erstellen Sie Ihre erste Veranstaltung mit „Neue Veranstaltung“."
        />
      ) : (
        <KeptMarkupList
          name="event-card"
          className="grid gap-4 lg:grid-cols-2"
          items={events}
          // everything a card shows: the event's fields and the list's search (its delete link)
          keyOf={(event) => `${location.search}\n${JSON.stringify(event)}`}
          render={(event) => (
            <EventCard key={event.id} event={event} search={location.search} onLinkClick={onLinkClick} />
          )}
        />
      )}
      <Pagination page={page} pageCount={pageCount} />
      <Outlet />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
