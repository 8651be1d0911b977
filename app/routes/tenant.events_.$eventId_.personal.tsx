import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ShiftList } from '~/components/staffing/shift-list'
import { buttonClass } from '~/components/ui/button'
import { staffOfferLines } from '~/domain/staffing/shifts'
import { berlinClock, msToBerlinLocal } from '~/domain/staffing/local-time'
import { personalSchema } from '~/forms/staff'
import { findEvent } from '~/models/event.server'
import { eventShiftRows } from '~/models/event-staffing.server'
import { appendStaffLines, eventDraftOffers } from '~/models/offer-staff-lines.server'
import { deleteShift, findShift, insertShift, overlappingShiftsOf, updateShift } from '~/models/shift.server'
import { findStaffMember, listStaff } from '~/models/staff.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { parseWithZod } from '~/utils/conform'
import { formatDate } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'

const StaffOfferForm = afterHydration(() => import('~/components/staffing/staff-offer-form'), 'StaffOfferForm')

const ShiftForm = afterHydration(() => import('~/components/staffing/shift-form'), 'ShiftForm')

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Personal: ${data?.event.name ?? 'Veranstaltung'} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const event = findEvent(tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const shifts = eventShiftRows(tenantId, event.id)
  const editId = new URL(request.url).searchParams.get('edit')
  const shift = editId ? findShift(tenantId, event.id, editId) : null
  if (editId && !shift) notFound('Schicht nicht gefunden')
  const people = listStaff(tenantId, { activeOnly: true }).map((p) => ({ id: p.id, name: p.name, role: p.role }))
  // an inactive person stays selectable on the shift that already names them
  const assigned =
    shift?.staffMemberId && !people.some((p) => p.id === shift.staffMemberId)
      ? findStaffMember(tenantId, shift.staffMemberId)
      : null
  return {
    event: { id: event.id, name: event.name, eventDate: event.eventDate },
    shifts,
    people: assigned ? [...people, { id: assigned.id, name: assigned.name, role: assigned.role }] : people,
    editing: shift
      ? {
          id: shift.id,
          values: {
            role: shift.role,
            staff_id: shift.staffMemberId ?? '',
            starts_at: msToBerlinLocal(shift.startsAt),
            ends_at: msToBerlinLocal(shift.endsAt),
            break_minutes: String(shift.breakMinutes),
          },
        }
      : null,
    drafts: eventDraftOffers(tenantId, event.id).map((o) => ({
      id: o.id,
      label: `Entwurf Version ${o.version} vom ${formatDate(o.createdAt)}`,
    })),
    preview: staffOfferLines(shifts).map((l) => l.text),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { tenantId, tenant } = await requireTenantStaff(request)
  assertTenantWritable(tenant)
  const event = findEvent(tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const back = `/tenant/events/${event.id}/personal`
  const submission = parseWithZod(formData, { schema: personalSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), form: String(formData.get('intent')), overlap: null }, { status: 400 })
  const value = submission.value
  if (value.intent === 'delete-shift') {
    if (!findShift(tenantId, event.id, value.shift_id)) notFound('Schicht nicht gefunden')
    deleteShift(tenantId, event.id, value.shift_id)
    return redirectWithToast(back, { type: 'success', description: 'Schicht wurde gelöscht.' })
  }
  if (value.intent === 'to-offer') {
    const lines = staffOfferLines(eventShiftRows(tenantId, event.id))
    if (!lines.length)
      return data(
        {
          result: submission.reply({ formErrors: ['Es gibt noch keine Schichten.'] }),
          form: 'to-offer',
          overlap: null,
        },
        { status: 400 },
      )
    const rates = Object.fromEntries(lines.map((l) => [l.role, value.hourly_rate ?? 0]))
    if (!appendStaffLines(tenantId, event.id, value.offer_id, lines, rates, value.vat_rate)) {
      return data(
        {
          result: submission.reply({
            fieldErrors: { offer_id: ['Bitte wählen Sie ein Angebot im Entwurf dieser Veranstaltung'] },
          }),
          form: 'to-offer',
          overlap: null,
        },
        { status: 400 },
      )
    }
    return redirectWithToast(`/tenant/offers/${value.offer_id}`, {
      type: 'success',
      description: `${lines.length === 1 ? 'Eine Position wurde' : `${lines.length} Positionen wurden`} ins Angebot übernommen.`,
    })
  }
  const shiftId = value.intent === 'update-shift' ? value.shift_id : null
  if (shiftId && !findShift(tenantId, event.id, shiftId)) notFound('Schicht nicht gefunden')
  const person = value.staff_id ? findStaffMember(tenantId, value.staff_id) : null
  if (value.staff_id && !person) {
    return data(
      {
        result: submission.reply({ fieldErrors: { staff_id: ['Bitte wählen Sie eine Person aus der Liste'] } }),
        form: value.intent,
        overlap: null,
      },
      { status: 400 },
    )
  }
  if (person && !value.confirm_overlap) {
    const clashes = overlappingShiftsOf(tenantId, person.id, value.starts_at, value.ends_at, shiftId)
    if (clashes.length) {
      const what = clashes
        .map(
          (c) =>
            `„${c.eventName}“ am ${formatDate(c.startsAt)}, ${berlinClock(c.startsAt)}–${berlinClock(c.endsAt)} Uhr`,
        )
        .join('; ')
      const message = `${person.name} hat zu dieser Zeit schon eine Schicht: ${what}.`
      return data(
        {
          result: submission.reply({ fieldErrors: { staff_id: [`Überschneidung: ${message}`] } }),
          form: value.intent,
          overlap: `${message} Bitte bestätigen Sie, wenn die Schicht trotzdem gelten soll.`,
        },
        { status: 400 },
      )
    }
  }
  const input = {
    role: value.role,
    staffMemberId: person?.id ?? null,
    startsAt: value.starts_at,
    endsAt: value.ends_at,
    breakMinutes: value.break_minutes,
  }
  if (shiftId) updateShift(tenantId, event.id, shiftId, input)
  else insertShift(tenantId, event.id, input)
  return redirectWithToast(back, { type: 'success', description: 'Schicht wurde gespeichert.' })
}

export default function EventPersonal() {
  const { event, shifts, people, drafts, preview, editing } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const base = `/tenant/events/${event.id}/personal`
  const shiftResult = actionData && actionData.form !== 'to-offer' ? actionData.result : null
  const offerResult = actionData?.form === 'to-offer' ? actionData.result : null
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <Link to={`/tenant/events/${event.id}`} className="text-sm underline">
          Zurück zur Veranstaltung
        </Link>
        <h1 className="text-2xl font-bold">Personal: {event.name}</h1>
        {event.eventDate ? <p className="text-sm text-muted-foreground">{formatDate(event.eventDate)}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`/tenant/events/${event.id}/personal/liste`} className={buttonClass('outline', 'sm')}>
          Personalliste (Handy)
        </Link>
        <a href={`/tenant/events/${event.id}/personal.pdf`} className={buttonClass('outline', 'sm')}>
          Personalliste als PDF
        </a>
        <Link to="/tenant/staff" className={buttonClass('ghost', 'sm')}>
          Personal verwalten
        </Link>
      </div>
      <section aria-labelledby="shifts-heading" className="grid gap-3">
        <h2 id="shifts-heading" className="text-lg font-semibold">
          Schichten
        </h2>
        <ShiftList shifts={shifts} editHref={(id) => `${base}?edit=${id}#schicht`} />
      </section>
      <section id="schicht" aria-labelledby="shift-new" className="grid gap-3 rounded-lg border p-4">
        <h2 id="shift-new" className="font-semibold">
          {editing ? 'Schicht bearbeiten' : 'Schicht hinzufügen'}
        </h2>
        {people.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Noch kein Personal angelegt:{' '}
            <Link to="/tenant/staff" className="underline">
              Personal anlegen
            </Link>
            . Offene Schichten können Sie schon planen.
          </p>
        ) : null}
        <ShiftForm
          key={editing?.id ?? 'new'}
          people={people}
          editing={editing}
          cancelTo={editing ? base : undefined}
          lastResult={shiftResult}
          overlap={actionData?.overlap ?? null}
        />
      </section>
      {shifts.length ? (
        <section aria-labelledby="staff-offer" className="grid gap-3 rounded-lg border p-4">
          <h2 id="staff-offer" className="font-semibold">
            Schichten ins Angebot übernehmen
          </h2>
          <StaffOfferForm drafts={drafts} preview={preview} lastResult={offerResult} />
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
