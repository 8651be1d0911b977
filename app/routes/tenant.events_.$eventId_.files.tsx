import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { EventFilesSection } from '~/components/files/event-files-section'
import { eventFilesSectionData } from '~/models/file-list.server'
import { findEvent } from '~/models/event.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { getEnv } from '~/utils/env.server'
import { guardUpload, storeUpload } from '~/services/files/file-upload.server'
import { notFound, redirectWithToast } from '~/utils/http.server'

// The event's files for staff (docs/contracts.md §8: POST multipart /tenant/events/$eventId/files,
// fields `file`, `note`, `shared`). The event page shows the same section.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Dateien – ${data?.eventName ?? 'Veranstaltung'} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  return { eventName: event.name, ...eventFilesSectionData(staff.tenantId, event.id, getEnv().MAX_UPLOAD_MB) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardUpload(request)
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const result = await storeUpload(request, {
    tenant: staff.tenant,
    eventId: event.id,
    actor: { type: 'staff', id: staff.userId, name: staff.profile.fullName || staff.user.email },
    mayShare: true,
  })
  if (!result.ok) return data({ result: result.reply }, { status: result.status })
  const description =
    result.names.length === 1
      ? `Datei „${result.names[0]}“ hochgeladen.`
      : `${result.names.length} Dateien hochgeladen.`
  return redirectWithToast(`/tenant/events/${encodeURIComponent(event.id)}/files`, { type: 'success', description })
}

export default function EventFiles() {
  const { eventName, eventId, files, maxUploadMb } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto grid max-w-4xl gap-4 p-6">
      <div>
        <Link
          to={`/tenant/events/${encodeURIComponent(eventId)}`}
          className="text-sm text-muted-foreground hover:underline"
        >
          ← {eventName}
        </Link>
        <h1 className="text-2xl font-bold">Dateien: {eventName}</h1>
      </div>
      <EventFilesSection eventId={eventId} files={files} maxUploadMb={maxUploadMb} lastResult={actionData?.result} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
