import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { runOfShowAction } from '~/routes/event-run-of-show/actions.server'
import { RunOfShowList } from '~/components/events/run-of-show/run-of-show-list'
import { EmptyList } from '~/components/empty-list'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { buttonClass } from '~/components/ui/button'
import { findEvent } from '~/models/event.server'
import { responsibleOf, teamOptions } from '~/models/event-day.server'
import { findRunOfShowEntry, listRunOfShow } from '~/models/run-of-show.server'
import { listStaff } from '~/models/staff.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'
import { formatDate } from '~/utils/format'

const RunOfShowEntryForm = afterHydration(
  () => import('~/components/events/run-of-show/entry-form'),
  'RunOfShowEntryForm',
)

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Ablaufplan – ${data?.event.name ?? 'Veranstaltung'} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const editId = new URL(request.url).searchParams.get('edit')
  const editing = editId ? findRunOfShowEntry(staff.tenantId, event.id, editId) : null
  if (editId && !editing) notFound('Eintrag nicht gefunden')
  const items = listRunOfShow(staff.tenantId, event.id).map((row) => ({
    id: row.id,
    time: row.time,
    durationMinutes: row.durationMinutes,
    title: row.title,
    location: row.location,
    responsible: responsibleOf(row),
    notes: row.notes,
    visibleToCustomer: row.visibleToCustomer,
  }))
  return {
    event: { id: event.id, name: event.name, eventDate: event.eventDate, startsAt: event.startsAt },
    items,
    team: teamOptions(staff.tenantId),
    // active people, and an inactive one the edited entry already names
    roster: listStaff(staff.tenantId)
      .filter((p) => p.isActive || p.id === editing?.responsibleStaffId)
      .map((p) => ({ id: p.id, name: p.name })),
    editing: editing
      ? {
          id: editing.id,
          values: {
            time: editing.time ?? '',
            duration_minutes: editing.durationMinutes === null ? '' : String(editing.durationMinutes),
            title: editing.title,
            location: editing.location ?? '',
            responsible_user_id: editing.responsibleUserId ?? '',
            responsible_staff_id: editing.responsibleStaffId ?? '',
            responsible_text: editing.responsibleText ?? '',
            notes: editing.notes ?? '',
            visible_to_customer: editing.visibleToCustomer ? 'on' : '',
          },
        }
      : null,
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  return runOfShowAction(staff.tenantId, event, formData)
}

export default function RunOfShowPage() {
  const { event, items, team, roster, editing } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const base = `/tenant/events/${event.id}/ablauf`
  const formError = answer && 'formError' in answer ? answer.formError : null
  return (
    <section className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6">
      <nav aria-label="Brotkrumen" className="flex flex-wrap gap-1 text-sm">
        <Link to="/tenant/events" className="underline">
          Veranstaltungen
        </Link>
        <span aria-hidden="true">/</span>
        <Link to={`/tenant/events/${event.id}`} className="underline">
          {event.name}
        </Link>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Ablaufplan</h1>
          <p className="text-sm text-muted-foreground">
            {event.name}
            {event.eventDate ? ` · ${formatDate(event.eventDate)}` : ''}
            {event.startsAt ? ` · Beginn ${event.startsAt.slice(11)} Uhr` : ''}
          </p>
        </div>
        <a href={`${base}.pdf`} className={buttonClass('outline')}>
          PDF herunterladen
        </a>
      </div>
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyList
          title="Noch kein Eintrag"
          searched={false}
          firstHint="Legen Sie unten den ersten Programmpunkt an, z. B. „Sektempfang“."
        />
      ) : (
        <RunOfShowList items={items} editHref={(id) => `${base}?edit=${id}#eintrag`} />
      )}
      <Card id="eintrag">
        <CardHeader>
          <CardTitle level={2}>{editing ? 'Eintrag bearbeiten' : 'Eintrag hinzufügen'}</CardTitle>
        </CardHeader>
        <CardContent>
          <RunOfShowEntryForm
            key={editing?.id ?? 'new'}
            id={editing ? `run-of-show-${editing.id}` : 'run-of-show-new'}
            entryId={editing?.id}
            team={team}
            roster={roster}
            defaultValue={editing?.values}
            lastResult={
              answer && 'result' in answer && (answer.intent === 'add' || answer.intent === 'update')
                ? answer.result
                : null
            }
            cancelTo={editing ? base : undefined}
          />
        </CardContent>
      </Card>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
