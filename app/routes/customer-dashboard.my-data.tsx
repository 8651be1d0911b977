import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { MyDataView } from '~/components/portal/my-data-view'
import { buttonClass } from '~/components/ui/button'
import { ERASURE_GRACE_DAYS } from '~/domain/retention'
import { customerDataExport } from '~/models/customer-data-export.server'
import { requestCustomerDeletion } from '~/models/customer-data.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { formatDate } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { brandFromMatches, brandOf, brandTitle } from '~/domain/white-label'

// 'Meine Daten' (docs/features/plans-and-privacy.md): what the planner keeps about the customer, as a
// page and as a JSON download, and 'Konto löschen' as a request the staff see.

export const meta: MetaFunction = ({ matches }) => [{ title: brandTitle('Meine Daten', brandFromMatches(matches)) }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { customer, tenantId, tenant } = await requireCustomer(request)
  if (new URL(request.url).searchParams.get('format') === 'json') throw redirect('/customer-dashboard/my-data.json')
  const exported = customerDataExport(tenantId, customer.id)
  if (!exported) notFound()
  const requestedAt = customer.deletionRequestedAt
  return {
    data: exported,
    tenantName: tenant.name,
    whiteLabel: brandOf(tenant).whiteLabel,
    deletion: requestedAt ? { requestedAt, erasedBy: requestedAt + ERASURE_GRACE_DAYS * 86_400_000 } : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { customer, tenantId } = await requireCustomer(request)
  if (formData.get('intent') !== 'delete-request') return data({ error: 'Unbekannte Aktion.' }, { status: 400 })
  requestCustomerDeletion(tenantId, customer.id)
  return redirectWithToast('/customer-dashboard/my-data', {
    type: 'success',
    description: `Ihre Löschanfrage ist eingegangen. Ihre Daten werden spätestens in ${ERASURE_GRACE_DAYS} Tagen gelöscht.`,
  })
}

export default function MyData() {
  const { data: exported, tenantName, whiteLabel, deletion } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Meine Daten</h1>
      <p className="text-sm">
        Hier sehen Sie alle Daten, die {tenantName} über Sie {whiteLabel ? '' : 'in Festplan '}speichert. Sie können sie
        als Datei herunterladen oder die Löschung verlangen.
      </p>
      <p>
        <a href="/customer-dashboard/my-data.json" download className={buttonClass('outline')}>
          Daten herunterladen (JSON)
        </a>
      </p>
      {actionData?.error ? (
        <p role="alert" className="text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      <MyDataView data={exported} />
      <section aria-labelledby="delete-account" className="card space-y-3 p-4">
        <h2 id="delete-account" className="text-lg font-semibold">
          Konto löschen
        </h2>
        {deletion ? (
          <p data-testid="deletion-requested">
            Löschung angefragt am {formatDate(deletion.requestedAt)}. Ihre persönlichen Daten werden spätestens am{' '}
            {formatDate(deletion.erasedBy)} gelöscht. Rechnungen bewahrt {tenantName} aufgrund gesetzlicher Pflichten
            (10 Jahre) auf.
          </p>
        ) : (
          <>
            <p className="text-sm">
              Nach der Bestätigung durch {tenantName}, spätestens nach {ERASURE_GRACE_DAYS} Tagen, werden Ihr Name, Ihre
              E-Mail-Adresse und Ihre Kontaktdaten gelöscht und Ihre Login-Links ungültig. Rechnungen müssen aus
              steuerrechtlichen Gründen 10 Jahre aufbewahrt werden und bleiben erhalten.
            </p>
            <Form method="post">
              <button type="submit" name="intent" value="delete-request" className={buttonClass('destructive')}>
                Konto löschen
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
