import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { deleteEvent, findEvent } from '~/models/event.server'
import { countEventFiles } from '~/models/file.server'
import { eventStorageKeys } from '~/models/file-keys.server'
import { removeStoredFiles } from '~/utils/file-storage.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ConfirmDialog } from '~/components/confirm-dialog'

// "Asks first": the confirm URL over the list; its POST deletes (docs/product.md §2.10).

export const meta: MetaFunction = () => [{ title: 'Veranstaltung löschen – Festplan' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  return { name: event.name, fileCount: countEventFiles(staff.tenantId, event.id) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardAction(request)
  const staff = await requireTenantStaff(request)
  const event = findEvent(staff.tenantId, params.eventId ?? '')
  if (!event) notFound('Veranstaltung nicht gefunden')
  const back = `/tenant/events${new URL(request.url).search}`
  // the rows go with the event (cascade); their bytes are unlinked after it
  const storageKeys = eventStorageKeys(staff.tenantId, event.id)
  try {
    deleteEvent(staff.tenantId, event.id)
    await removeStoredFiles(storageKeys)
  } catch (error) {
    console.error(error)
    return redirectWithToast(back, { type: 'error', description: 'Veranstaltung konnte nicht gelöscht werden.' })
  }
  return redirectWithToast(back, { type: 'success', description: 'Veranstaltung wurde gelöscht.' })
}

export default function DeleteEvent() {
  const { name, fileCount } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <ConfirmDialog
      title="Veranstaltung löschen"
      description={
        <>
          Möchten Sie die Veranstaltung „{name}“ wirklich löschen?
          {fileCount > 0 ? (
            <> Mit ihr werden {fileCount === 1 ? 'eine Datei' : `${fileCount} Dateien`} gelöscht.</>
          ) : null}{' '}
          Das kann nicht rückgängig gemacht werden.
        </>
      }
      cancelTo={`/tenant/events${location.search}`}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
