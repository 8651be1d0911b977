import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { deleteFileRow, findFileForStaff } from '~/models/file.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { removeStoredFiles } from '~/utils/file-storage.server'
import { notFound, redirectWithToast, safeRedirect } from '~/utils/http.server'

// "Asks first": the confirm URL over /tenant/files (or reached from the event's
// files with ?back=); its POST deletes the row, then the bytes.

export const meta: MetaFunction = () => [{ title: 'Datei löschen – Festplan' }]

function backTo(url: URL) {
  const back = safeRedirect(url.searchParams.get('back'), '')
  if (back.startsWith('/tenant/')) return back
  const params = new URLSearchParams(url.search)
  params.delete('back')
  const search = params.toString()
  return `/tenant/files${search ? `?${search}` : ''}`
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const file = findFileForStaff(staff.tenantId, params.fileId ?? '')
  if (!file) notFound('Datei nicht gefunden')
  return { name: file.name, back: backTo(new URL(request.url)) }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardAction(request)
  const staff = await requireTenantStaff(request)
  const key = deleteFileRow(staff.tenantId, params.fileId ?? '')
  if (!key) notFound('Datei nicht gefunden')
  await removeStoredFiles([key])
  return redirectWithToast(backTo(new URL(request.url)), { type: 'success', description: 'Datei wurde gelöscht.' })
}

export default function DeleteFile() {
  const { name, back } = useLoaderData<typeof loader>()
  return (
    <ConfirmDialog
      title="Datei löschen"
      description={<>Möchten Sie die Datei „{name}“ wirklich löschen? Das kann nicht rückgängig gemacht werden.</>}
      cancelTo={back}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
