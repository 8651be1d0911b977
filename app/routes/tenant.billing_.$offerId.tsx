import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Fragment } from 'react'
import { BorderedTable, TableHead } from '~/components/ui/table'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { parseOfferSnapshot } from '~/domain/offer-snapshot'
import { personGroupLabel, unitColumns } from '~/domain/pricing'
import { LinePartRows } from '~/components/billing/line-part-rows'
import { decideOfferRequest, findOfferRequest } from '~/models/offer-request.server'
import { latestOfferOfRequest } from '~/models/offer-create.server'
import { staffActor } from '~/models/event-activity.server'
import { OfferDecision } from '~/components/billing/offer-decision'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { formatCents, formatDate, formatDateTime } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { sendOfferDecisionMail } from '~/services/mail/offer-mail.server'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Angebotsanfrage ${data?.offer.eventName ?? ''} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const offer = findOfferRequest(staff.tenantId, params.offerId ?? '')
  if (!offer) notFound()
  const { snapshotJson, ...rest } = offer
  return {
    offer: rest,
    snapshot: parseOfferSnapshot(snapshotJson),
    offerId: latestOfferOfRequest(staff.tenantId, offer.id),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const offer = findOfferRequest(staff.tenantId, params.offerId ?? '')
  if (!offer) notFound()
  const intent = formData.get('intent')
  if (intent !== 'decline') {
    // an order comes only from the customer accepting an offer ('Angebot erstellen' makes it)
    return redirectWithToast(`/tenant/billing/${offer.id}`, { type: 'error', description: 'Unbekannte Aktion.' })
  }
  const decided = decideOfferRequest(staff.tenantId, offer.id, 'declined', Date.now(), staffActor(staff))
  if (!decided) {
    return redirectWithToast(`/tenant/billing/${offer.id}`, {
      type: 'error',
      description: 'Über diese Anfrage wurde bereits entschieden.',
    })
  }
  // The decision has committed; a mail that fails does not undo it, the toast says so.
  const mail = await sendOfferDecisionMail({ tenant: staff.tenant, decided })
  const done = 'Anfrage wurde abgelehnt'
  return redirectWithToast(
    `/tenant/billing/${offer.id}`,
    mail.ok
      ? { type: 'success', description: `${done}. Der Kunde wurde per E-Mail an ${mail.to} informiert.` }
      : { type: 'warning', description: `${done}, ${DECISION_MAIL_PROBLEMS[mail.reason]}` },
  )
}

const DECISION_MAIL_PROBLEMS = {
  'mail-failed': 'aber die E-Mail an den Kunden konnte nicht versendet werden.',
  'no-customer': 'aber der Kunde wurde inzwischen gelöscht und nicht benachrichtigt.',
  inactive: 'aber der Kunde ist inaktiv und wurde nicht benachrichtigt.',
} as const

export default function OfferDetail() {
  const { offer, snapshot, offerId } = useLoaderData<typeof loader>()
  // a Kleinunternehmer's request (§ 19 UStG) shows no VAT column and no VAT rows
  const noVat = snapshot?.smallBusiness === true
  return (
    <section className="mx-auto max-w-5xl space-y-4 p-6">
      <p className="text-sm">
        <Link to="/tenant/billing" className="underline underline-offset-4">
          Angebote &amp; Rechnungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Angebotsanfrage: {offer.eventName}</h1>
      <p className="text-sm text-muted-foreground">
        Von {offer.customerName || 'Unbekannt'}
        {offer.customerEmail ? ` (${offer.customerEmail})` : ''}, angefordert am {formatDateTime(offer.createdAt)}
        {snapshot?.event.eventDate ? ` · Veranstaltung am ${formatDate(snapshot.event.eventDate)}` : ''}
        {snapshot?.event.guestCount ? ` · ${snapshot.event.guestCount} Gäste` : ''}
      </p>
      <OfferDecision requestId={offer.id} status={offer.status} decidedAt={offer.decidedAt} offerId={offerId} />
      {!snapshot ? (
        <p role="alert">Die Positionen dieser Anfrage konnten nicht gelesen werden.</p>
      ) : (
        <>
          <BorderedTable caption="Positionen">
            <TableHead
              columns={[
                'Leistung',
                'Einheit',
                { label: 'Menge', right: true },
                { label: 'Einzelpreis', right: true },
                !noVat && { label: 'MwSt.', right: true },
                { label: noVat ? 'Gesamt' : 'Gesamt (brutto)', right: true },
              ]}
            />
            <tbody>
              {snapshot.lines.map((l) => {
                const cols = unitColumns(l)
                return (
                  <Fragment key={l.serviceId}>
                    <tr className="border-t" data-testid="offer-line">
                      <td className="p-3">
                        {l.name}
                        {l.counts ? (
                          <span className="block text-xs text-muted-foreground">
                            {(['adults', 'children', 'toddlers'] as const)
                              .filter((g) => l.counts![g] > 0)
                              .map((g) => `${l.counts![g]} ${personGroupLabel(g)}`)
                              .join(', ')}
                          </span>
                        ) : null}
                      </td>
                      <td className="p-3">{l.unitLabel}</td>
                      <td className="p-3 text-right">{cols.quantity}</td>
                      <td className="p-3 text-right">{cols.unitPrice}</td>
                      {noVat ? null : <td className="p-3 text-right">{l.taxRate} %</td>}
                      <td className="p-3 text-right">{formatCents(l.lineTotalCents)}</td>
                    </tr>
                    <LinePartRows parts={l.parts} before={1} between={noVat ? 0 : 1} />
                  </Fragment>
                )
              })}
            </tbody>
          </BorderedTable>
          {snapshot.excluded.length ? (
            <p className="text-sm text-muted-foreground">
              Nicht berechnet:{' '}
              {snapshot.excluded
                .map((x) => `${x.name} (${x.reason === 'unavailable' ? 'nicht mehr verfügbar' : 'Preis auf Anfrage'})`)
                .join(', ')}
            </p>
          ) : null}
          <Card className="ml-auto max-w-sm">
            <CardHeader>
              <CardTitle>Summen</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-1 text-sm">
                {noVat
                  ? null
                  : snapshot.vat.map((r) => (
                      <div key={r.taxRate} className="contents">
                        <dt>Netto {r.taxRate} %</dt>
                        <dd className="text-right">{formatCents(r.netCents)}</dd>
                        <dt>MwSt. {r.taxRate} %</dt>
                        <dd className="text-right">{formatCents(r.vatCents)}</dd>
                      </div>
                    ))}
                {noVat ? null : (
                  <>
                    <dt className="border-t pt-1">Netto gesamt</dt>
                    <dd className="border-t pt-1 text-right">{formatCents(snapshot.totals.netCents)}</dd>
                    <dt>MwSt. gesamt</dt>
                    <dd className="text-right">{formatCents(snapshot.totals.vatCents)}</dd>
                  </>
                )}
                <dt className="font-semibold">{noVat ? 'Gesamt' : 'Brutto gesamt'}</dt>
                <dd data-testid="offer-gross" className="text-right font-semibold">
                  {formatCents(snapshot.totals.grossCents)}
                </dd>
              </dl>
              {noVat ? (
                <p className="mt-2 text-xs text-muted-foreground">Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.</p>
              ) : null}
            </CardContent>
          </Card>
        </>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
