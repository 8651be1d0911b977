import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { afterHydration } from '~/utils/after-hydration'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button, buttonClass } from '~/components/ui/button'
import { staffRoleLabel } from '~/domain/staffing/roles'
import { berlinMonth } from '~/domain/staffing/local-time'
import { rosterSchema } from '~/forms/staff'
import {
  deleteStaffMember,
  findStaffMember,
  insertStaffMember,
  listStaff,
  updateStaffMember,
} from '~/models/staff.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { parseWithZod } from '~/utils/conform'
import { formatCents } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { assertTenantWritable } from '~/utils/tenant-writable.server'

const StaffMemberForm = afterHydration(() => import('~/components/staffing/staff-member-form'), 'StaffMemberForm')

export const meta: MetaFunction = () => [{ title: 'Personal – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenantId } = await requireTenantStaff(request)
  const editId = new URL(request.url).searchParams.get('edit')
  const person = editId ? findStaffMember(tenantId, editId) : null
  if (editId && !person) notFound('Person nicht gefunden')
  const editing = person
    ? {
        id: person.id,
        values: {
          name: person.name,
          role: person.role,
          phone: person.phone ?? '',
          email: person.email ?? '',
          hourly_cost:
            person.hourlyCostCents === null ? '' : (person.hourlyCostCents / 100).toFixed(2).replace('.', ','),
          is_active: person.isActive ? 'on' : '',
        },
      }
    : null
  return { staff: listStaff(tenantId), month: berlinMonth(Date.now()), editing }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { tenantId, tenant } = await requireTenantStaff(request)
  assertTenantWritable(tenant)
  const submission = parseWithZod(formData, { schema: rosterSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), intent: String(formData.get('intent')) }, { status: 400 })
  const value = submission.value
  if (value.intent === 'delete') {
    const person = findStaffMember(tenantId, value.staff_id)
    if (!person) throw new Response('Nicht gefunden', { status: 404 })
    deleteStaffMember(tenantId, person.id)
    return redirectWithToast('/tenant/staff', {
      type: 'success',
      description: `${person.name} wurde entfernt. Ihre Schichten bleiben offen.`,
    })
  }
  if (value.intent === 'update') {
    const person = findStaffMember(tenantId, value.staff_id)
    if (!person) notFound('Person nicht gefunden')
    updateStaffMember(tenantId, person.id, {
      name: value.name,
      role: value.role,
      phone: value.phone,
      email: value.email,
      hourlyCostCents: value.hourly_cost,
      isActive: value.is_active,
    })
    return redirectWithToast('/tenant/staff', { type: 'success', description: `${value.name} wurde gespeichert.` })
  }
  insertStaffMember(tenantId, {
    name: value.name,
    role: value.role,
    phone: value.phone,
    email: value.email,
    hourlyCostCents: value.hourly_cost,
  })
  return redirectWithToast('/tenant/staff', { type: 'success', description: `${value.name} wurde hinzugefügt.` })
}

export default function StaffRoster() {
  const { staff, month, editing } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // a failed edit keeps its form open (the action's answer names the intent)
  const editResult = actionData?.intent === 'update' ? actionData.result : null
  const createResult = actionData && actionData.intent !== 'update' ? actionData.result : null
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Personal</h1>
        <Form method="get" action="/tenant/staff/hours.csv" reloadDocument className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm">
            <span>Monat (Stunden-CSV)</span>
            <input type="month" name="month" defaultValue={month} className="rounded-md border px-2 py-1" />
          </label>
          <button type="submit" className={buttonClass('outline', 'sm')}>
            Stunden als CSV
          </button>
        </Form>
      </div>
      <p className="text-sm text-muted-foreground">
        Mitarbeitende ohne Zugang (Service, Küche, Bar, Technik). Schichten planen Sie auf der Seite „Personal“ einer
        Veranstaltung.
      </p>
      {editing ? (
        <section id="person" aria-labelledby="staff-edit" className="grid gap-3 rounded-lg border p-4">
          <h2 id="staff-edit" className="font-semibold">
            Person bearbeiten
          </h2>
          <StaffMemberForm key={editing.id} editing={editing} lastResult={editResult} cancelTo="/tenant/staff" />
        </section>
      ) : (
        <section aria-labelledby="staff-new" className="grid gap-3 rounded-lg border p-4">
          <h2 id="staff-new" className="font-semibold">
            Person hinzufügen
          </h2>
          <StaffMemberForm lastResult={createResult} />
        </section>
      )}
      {staff.length === 0 ? (
        <p className="text-muted-foreground">Noch keine Personen im Personal.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Personal">
          {staff.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
              <div>
                <p className="font-medium">
                  {p.name}
                  {p.isActive ? '' : ' (inaktiv)'}
                </p>
                <p className="text-sm text-muted-foreground">
                  {[
                    staffRoleLabel(p.role),
                    p.phone,
                    p.email,
                    p.hourlyCostCents === null ? null : `${formatCents(p.hourlyCostCents)} / Std.`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <Form method="post" className="flex flex-wrap gap-1">
                <Link
                  to={`/tenant/staff?edit=${p.id}#person`}
                  className={buttonClass('outline', 'sm')}
                  aria-label={`${p.name} bearbeiten`}
                >
                  Bearbeiten
                </Link>
                <input type="hidden" name="staff_id" value={p.id} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  name="intent"
                  value="delete"
                  aria-label={`${p.name} entfernen`}
                >
                  Entfernen
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Link to="/tenant/events" className="text-sm underline">
        Zu den Veranstaltungen
      </Link>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
