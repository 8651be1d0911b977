import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button } from '~/components/ui/button'
import { findEvent } from '~/models/event.server'
import { findOfferRequest } from '~/models/offer-request.server'
import { createOfferFromEvent, offerFromRequest } from '~/models/offer-create.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'

// A new offer from an offer request (?request=ID: its lines, priced as the
// request froze them) or an event (?event=ID). GET only shows what will be
// created; the POST creates the draft ('Angebot erstellen' posts here directly).

export const meta: MetaFunction = () => [{ title: 'Neues Angebot – Festplan' }]

function source(url: URL) {
  return { requestId: url.searchParams.get('request'), eventId: url.searchParams.get('event') }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const { requestId, eventId } = source(new URL(request.url))
  if (requestId) {
    const r = findOfferRequest(staff.tenantId, requestId)
    if (!r) notFound()
    return { label: `Angebotsanfrage „${r.eventName}“ von ${r.customerName ?? r.customerEmail ?? 'Unbekannt'}` }
  }
  if (eventId) {
    const e = findEvent(staff.tenantId, eventId)
    if (!e) notFound()
    return { label: `Veranstaltung „${e.name}“` }
  }
  notFound()
}

export async function action({ request }: ActionFunctionArgs) {
  await guardAction(request)
  const staff = await requireTenantStaff(request)
  const { requestId, eventId } = source(new URL(request.url))
  if (requestId) {
    const made = offerFromRequest(staff.tenantId, requestId)
    if (!made.ok && made.reason === 'not-found') notFound()
    if (!made.ok)
      return redirectWithToast(`/tenant/billing/${requestId}`, {
        type: 'error',
        description: 'Aus dieser Anfrage kann kein Angebot mehr erstellt werden.',
      })
    return redirectWithToast(
      `/tenant/offers/${made.id}`,
      made.created
        ? { type: 'success', description: 'Angebotsentwurf aus der Anfrage wurde angelegt.' }
        : { type: 'info', description: 'Zu dieser Anfrage gibt es bereits ein Angebot.' },
    )
  }
  const id = eventId ? createOfferFromEvent(staff.tenantId, eventId) : null
  if (!id) notFound()
  return redirectWithToast(`/tenant/offers/${id}`, { type: 'success', description: 'Angebotsentwurf wurde angelegt.' })
}

export default function NewOffer() {
  const { label } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-3xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Neues Angebot</h1>
      <p>Aus: {label}</p>
      <Form method="post">
        <Button type="submit">Angebotsentwurf anlegen</Button>
      </Form>
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
