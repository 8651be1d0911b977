import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { DocumentLinesTable } from '~/components/billing/document-lines-table'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { berlinDate } from '~/models/billing-document.server'
import { offerState } from '~/domain/billing/offer-state'
import { findOfferWithLines } from '~/models/offer.server'
import { decideOfferAsCustomer } from '~/services/offer-decision.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { formatCents, formatDateTime, formatDay } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { getRequestContext } from '~/utils/request-context.server'
import { brandFromMatches, brandTitle } from '~/domain/white-label'

// The customer's offer: intent=accept with signer_name (time and IP kept: the
// order confirmation) or intent=decline. Expired or other customers' offers are refused.

export const meta: MetaFunction = ({ matches }) => [{ title: brandTitle('Angebot', brandFromMatches(matches)) }]

async function load(request: Request, offerId: string | undefined) {
  const { customer, tenantId } = await requireCustomer(request)
  const found = findOfferWithLines(tenantId, offerId ?? '')
  if (!found || found.offer.endCustomerId !== customer.id || !found.offer.number) notFound()
  return { customer, tenantId, ...found }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { offer, lines, customer } = await load(request, params.offerId)
  return {
    offer: {
      id: offer.id,
      number: offer.number,
      eventName: offer.eventName,
      validUntil: offer.validUntil,
      grossCents: offer.grossCents,
      netCents: offer.netCents,
      vatCents: offer.vatCents,
      intro: offer.intro,
      closing: offer.closing,
      signerName: offer.signerName,
      decidedAt: offer.decidedAt,
      state: offerState(offer, berlinDate(Date.now())),
    },
    lines,
    hasAddress: Boolean(customer.street && customer.postcode && customer.city),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const { offer, customer, tenantId } = await load(request, params.offerId)
  const intent = formData.get('intent')
  const signerName = String(formData.get('signer_name') ?? '').trim()
  if (intent === 'accept' && (signerName.length < 2 || signerName.length > 200)) {
    return data(
      { errors: { signer_name: 'Bitte geben Sie Ihren vollständigen Namen ein' }, signerName },
      { status: 400 },
    )
  }
  if (intent !== 'accept' && intent !== 'decline')
    return data({ errors: { form: 'Unbekannte Aktion.' }, signerName }, { status: 400 })
  const ip = getRequestContext()?.remoteAddress ?? null
  const r = await decideOfferAsCustomer(
    tenantId,
    customer.id,
    offer.id,
    intent === 'accept' ? { kind: 'accept', signerName, ip } : { kind: 'decline' },
  )
  if (!r) notFound()
  if (!r.ok) {
    const messages = {
      'not-open': 'Über dieses Angebot wurde bereits entschieden.',
      expired: 'Dieses Angebot ist abgelaufen und kann nicht mehr angenommen werden.',
      address: 'Bitte ergänzen Sie zuerst Ihre Rechnungsadresse.',
    }
    return data({ errors: { form: messages[r.reason] }, signerName }, { status: 400 })
  }
  return redirectWithToast(`/customer-dashboard/offers/${offer.id}`, {
    type: 'success',
    description:
      intent === 'accept' ? 'Vielen Dank! Sie haben das Angebot angenommen.' : 'Sie haben das Angebot abgelehnt.',
  })
}

export default function PortalOffer() {
  const { offer, lines, hasAddress } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const errors: Record<string, string> = actionData?.errors ?? {}
  return (
    <section className="space-y-4 rounded-lg border bg-background p-6">
      <p className="text-sm">
        <Link className="underline" to="/customer-dashboard/documents">
          Angebote &amp; Rechnungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Angebot {offer.number}</h1>
      <p>
        {offer.eventName}
        {offer.validUntil ? ` · gültig bis ${formatDay(offer.validUntil)}` : ''}
      </p>
      {offer.intro ? <p>{offer.intro}</p> : null}
      <DocumentLinesTable lines={lines} />
      <p className="text-right font-semibold">Summe brutto: {formatCents(offer.grossCents)}</p>
      {offer.closing ? <p>{offer.closing}</p> : null}
      <p>
        <a className="underline" href={`/customer-dashboard/offers/${offer.id}/pdf`}>
          Als PDF herunterladen
        </a>
      </p>
      {errors.form ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {errors.form}
        </p>
      ) : null}
      {offer.state === 'sent' ? (
        <div className="grid gap-4">
          {!hasAddress ? (
            <p role="status">
              Vor der Annahme brauchen wir Ihre Rechnungsadresse:{' '}
              <Link
                className="underline"
                to={`/customer-dashboard/billing-address?back=/customer-dashboard/offers/${offer.id}`}
              >
                Rechnungsadresse eingeben
              </Link>
            </p>
          ) : null}
          <Form method="post" className="grid max-w-md gap-3">
            <Field
              label="Ihr Name (verbindliche Annahme)"
              name="signer_name"
              autoComplete="name"
              defaultValue={actionData?.signerName ?? ''}
              errors={errors.signer_name ? [errors.signer_name] : undefined}
            />
            <div className="flex gap-2">
              <Button type="submit" name="intent" value="accept">
                Angebot verbindlich annehmen
              </Button>
              <Button type="submit" variant="outline" name="intent" value="decline">
                Ablehnen
              </Button>
            </div>
          </Form>
        </div>
      ) : (
        <p role="status" data-testid="portal-offer-state">
          {offer.state === 'accepted'
            ? `Angenommen von ${offer.signerName} am ${formatDateTime(offer.decidedAt)}.`
            : offer.state === 'declined'
              ? 'Abgelehnt.'
              : offer.state === 'expired'
                ? 'Dieses Angebot ist abgelaufen.'
                : 'Dieses Angebot wurde durch eine neue Version ersetzt.'}
        </p>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
