import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { FileTable } from '~/components/files/file-table'
import { FileUploadForm } from '~/components/files/file-upload-form'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { pickEvent } from '~/domain/portal-event'
import { deleteCustomerUpload } from '~/models/file.server'
import { listCustomerFiles } from '~/models/file-list.server'
import { notifyOfCustomerActivity } from '~/services/mail/notifications.server'
import { listCustomerEvents } from '~/models/portal.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { getEnv } from '~/utils/env.server'
import { removeStoredFiles } from '~/utils/file-storage.server'
import { guardUpload, storeUpload } from '~/services/files/file-upload.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { brandFromMatches, brandTitle } from '~/domain/white-label'

// 'Dateien' in the portal: the event's shared files and the customer's own
// uploads; the customer uploads (multipart: `file`, `note`) and may delete
// their own uploads (`intent=delete`, `file_id`). An upload notifies the planner.

export const meta: MetaFunction = ({ matches }) => [{ title: brandTitle('Dateien', brandFromMatches(matches)) }]

async function customerEvent(request: Request) {
  const { customer, tenant, tenantId } = await requireCustomer(request)
  const requested = new URL(request.url).searchParams.get('event')
  const event = pickEvent(listCustomerEvents(tenantId, customer.id), requested)
  if (requested && event?.id !== requested) notFound()
  return { customer, tenant, tenantId, event }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { customer, tenantId, event } = await customerEvent(request)
  return {
    eventId: event?.id ?? null,
    files: event ? listCustomerFiles(tenantId, customer.id, event.id) : [],
    customerId: customer.id,
    maxUploadMb: getEnv().MAX_UPLOAD_MB,
    action: `/customer-dashboard/files${new URL(request.url).search}`,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url)
  const back = `/customer-dashboard/files${url.search}`
  const multipart = (request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')
  if (!multipart) {
    const formData = await guardAction(request)
    const { customer, tenantId } = await requireCustomer(request)
    if (formData.get('intent') !== 'delete')
      return data({ result: null, formError: 'Unbekannte Aktion.' }, { status: 400 })
    const key = deleteCustomerUpload(tenantId, customer.id, String(formData.get('file_id') ?? ''))
    if (!key) notFound('Datei nicht gefunden')
    await removeStoredFiles([key])
    return redirectWithToast(back, { type: 'success', description: 'Datei wurde gelöscht.' })
  }
  await guardUpload(request)
  const { customer, tenant, event } = await customerEvent(request)
  if (!event) notFound('Keine Veranstaltung gefunden')
  const result = await storeUpload(request, {
    tenant,
    eventId: event.id,
    actor: { type: 'customer', id: customer.id, name: customer.name ?? customer.email },
    mayShare: false,
  })
  if (!result.ok) return data({ result: result.reply, formError: null }, { status: result.status })
  const summary =
    result.names.length === 1 ? `Datei „${result.names[0]}“ hochgeladen` : `${result.names.length} Dateien hochgeladen`
  await notifyOfCustomerActivity(tenant.id, event.id, { kind: 'file-uploaded', summary })
  return redirectWithToast(back, { type: 'success', description: `${summary}.` })
}

export default function PortalFiles() {
  const d = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (!d.eventId) {
    return <p className="text-muted-foreground">Ihnen wurde noch keine Veranstaltung zugewiesen.</p>
  }
  return (
    <div className="grid gap-6">
      <h2 className="text-2xl font-semibold">Dateien</h2>
      {actionData?.formError ? (
        <p role="alert" className="text-sm text-destructive">
          {actionData.formError}
        </p>
      ) : null}
      {d.files.length ? (
        <FileTable
          files={d.files}
          showShared={false}
          actions={(f) =>
            f.uploaderType === 'customer' && f.uploaderId === d.customerId ? (
              <Form method="post" action={d.action}>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="file_id" value={f.id} />
                <Button type="submit" variant="outline" size="sm" aria-label={`${f.name} löschen`}>
                  Löschen
                </Button>
              </Form>
            ) : null
          }
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          Noch keine Dateien. Ihr Planer teilt hier Verträge, Pläne und Menüs mit Ihnen.
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Datei hochladen</CardTitle>
        </CardHeader>
        <CardContent>
          <FileUploadForm
            action={d.action}
            showShared={false}
            lastResult={actionData?.result}
            maxUploadMb={d.maxUploadMb}
          />
        </CardContent>
      </Card>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
