import { offerState, offerStateLabel } from '~/domain/billing/offer-state'
import { parseWithZod } from '~/utils/conform'
import { afterHydration } from '~/utils/after-hydration'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { DocumentLinesTable } from '~/components/billing/document-lines-table'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { Button, buttonClass } from '~/components/ui/button'
import { lineFormDefaults } from '~/domain/billing/line-form-defaults'
import { pendingConfirmation } from '~/domain/confirm-step'
import { ConfirmStep } from '~/components/confirm-step'
import { deleteOfferDraftAction, newVersionAction } from '~/services/offer-draft.server'
import { offerSchema } from '~/forms/offer'
import { berlinDate } from '~/models/billing-document.server'
import { findOfferWithLines, offerDocument, replacedVersion, saveOfferDraft, sendOffer } from '~/models/offer.server'
import { DocumentTotals } from '~/components/billing/document-totals'
import type { BillingDocument } from '~/domain/billing/document'
import { totalsView } from '~/models/document-totals.server'
import { offerInvoices } from '~/models/invoice.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { sendOfferMail } from '~/services/mail/billing-mail.server'
import { tenantMailRefusal, TENANT_MAIL_MESSAGES } from '~/services/mail/mail-limits.server'
import { findCustomer } from '~/models/end-customer.server'
import { formatCents, formatDateTime } from '~/utils/format'
import { notFound, redirectWithToast } from '~/utils/http.server'

// One offer: the draft editor (lines, valid until, texts; intent=send assigns
// the number and mails the customer), or the frozen sent offer with its
// decision, 'Neue Version' and the invoices made from it.

const OfferDraftForm = afterHydration(() => import('~/components/billing/offer-draft-form'), 'OfferDraftForm')

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Angebot ${data?.offer.number ?? 'Entwurf'} – Festplan` },
]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const found = findOfferWithLines(staff.tenantId, params.offerId ?? '')
  if (!found) notFound()
  const { offer, lines } = found
  const { documentJson, signerIp, ...rest } = offer
  // drafts too: lines, per-rate and gross totals computed here (ADR 128)
  const doc = documentJson
    ? (JSON.parse(documentJson) as BillingDocument)
    : offerDocument(staff.tenantId, offer, null, berlinDate(Date.now()))
  return {
    offer: { ...rest, signerIp, state: offerState(offer, berlinDate(Date.now())) },
    replaced: replacedVersion(staff.tenantId, offer),
    lines,
    totals: totalsView(doc),
    smallBusiness: doc.seller.smallBusiness,
    invoices: offerInvoices(staff.tenantId, offer.id).map((i) => ({
      id: i.id,
      number: i.number,
      kind: i.kind,
      status: i.status,
      grossCents: i.grossCents,
    })),
    defaults: {
      valid_until: offer.validUntil ?? '',
      intro: offer.intro ?? '',
      closing: offer.closing ?? '',
      lines: lineFormDefaults(lines),
    },
  }
}

const SEND_PROBLEMS = {
  'not-draft': 'Dieses Angebot wurde bereits versendet.',
  empty: 'Ein Angebot braucht mindestens eine Position mit Preis.',
  'no-customer': 'Die Veranstaltung hat keinen Kunden, an den das Angebot gehen kann.',
  expired: 'Das Gültigkeitsdatum liegt in der Vergangenheit.',
} as const

export async function action({ request, params }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const found = findOfferWithLines(staff.tenantId, params.offerId ?? '')
  if (!found) notFound()
  const { offer } = found
  const url = `/tenant/offers/${offer.id}`
  const intent = formData.get('intent')
  const ask = pendingConfirmation(intent, formData.get('confirm'))
  if (ask) return data({ confirm: ask })
  if (intent === 'new-version') return newVersionAction(staff.tenantId, offer)
  if (intent === 'delete') return deleteOfferDraftAction(staff.tenantId, offer)
  if (offer.status !== 'draft')
    return redirectWithToast(url, {
      type: 'error',
      description: 'Ein versendetes Angebot wird nicht mehr geändert. Erstellen Sie eine neue Version.',
    })
  const submission = parseWithZod(formData, { schema: offerSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 })
  saveOfferDraft(staff.tenantId, offer.id, submission.value)
  if (intent !== 'send') return redirectWithToast(url, { type: 'success', description: 'Angebot wurde gespeichert.' })
  // the tenant mail limits decide before the offer is sent (sendTenantMail then counts the mail)
  const recipient = offer.endCustomerId ? findCustomer(staff.tenantId, offer.endCustomerId) : null
  const refusal = recipient ? tenantMailRefusal(staff.tenantId, recipient.email) : null
  if (refusal)
    return data(
      { result: submission.reply({ formErrors: [TENANT_MAIL_MESSAGES[refusal]] }) },
      { status: refusal === 'tenant-read-only' ? 403 : 429 },
    )
  const sent = sendOffer(staff.tenantId, offer.id, { id: staff.userId, name: staff.profile.fullName })
  if (!sent.ok) return data({ result: submission.reply({ formErrors: [SEND_PROBLEMS[sent.reason]] }) }, { status: 400 })
  const mail = await sendOfferMail(staff.tenant, sent.offer)
  return redirectWithToast(
    url,
    mail.ok
      ? { type: 'success', description: `Angebot ${sent.offer.number} wurde an ${mail.to} gesendet.` }
      : {
          type: 'warning',
          description: `Angebot ${sent.offer.number} ist versendet, aber die E-Mail an den Kunden ging nicht hinaus.`,
        },
  )
}

export default function OfferPage() {
  const { offer, lines, invoices, defaults, totals, smallBusiness, replaced } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const confirm = actionData && 'confirm' in actionData ? actionData.confirm : null
  return (
    <section className="mx-auto max-w-6xl space-y-4 p-6">
      <p className="text-sm">
        <Link to="/tenant/billing?tab=offers" className="underline underline-offset-4">
          Angebote &amp; Rechnungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        Angebot {offer.number ?? '(Entwurf)'}
        {offer.version > 1 ? ` · Version ${offer.version}` : ''}
      </h1>
      <p className="text-sm text-muted-foreground">
        {offer.eventName} · {offer.customerName ?? 'ohne Kunde'} · Status:{' '}
        <strong data-testid="offer-state">{offerStateLabel(offer.state)}</strong>
        {offer.signerName
          ? ` · angenommen von ${offer.signerName} am ${formatDateTime(offer.decidedAt)}${offer.signerIp ? ` (IP ${offer.signerIp})` : ''}`
          : ''}
      </p>
      {replaced ? (
        <p className="rounded-md border bg-muted p-3 text-sm" data-testid="offer-replaces">
          {replaced.wasOrder
            ? `Nachtrag zu Angebot ${replaced.number ?? ''} (Version ${replaced.version}): Nimmt der Kunde ihn an, ist er der Auftrag; bereits abgerechnete Abschläge bleiben und werden in der Schlussrechnung abgezogen.`
            : `Neue Version von Angebot ${replaced.number ?? ''} (ersetzt Version ${replaced.version}).`}{' '}
          <Link to={`/tenant/offers/${replaced.id}`} className="underline underline-offset-4">
            Version {replaced.version} ansehen
          </Link>
        </p>
      ) : null}
      {confirm === 'delete' ? (
        <ConfirmStep
          title="Angebotsentwurf löschen?"
          description={
            <p>Der Entwurf und seine Positionen werden gelöscht. Das kann nicht rückgängig gemacht werden.</p>
          }
          intent="delete"
          confirmLabel="Entwurf endgültig löschen"
          cancelTo={`/tenant/offers/${offer.id}`}
        />
      ) : null}
      {offer.status === 'draft' ? (
        <>
          <OfferDraftForm
            offerId={offer.id}
            lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
            defaults={defaults}
            totals={totals}
            smallBusiness={smallBusiness}
          />
          <Form method="post" className="flex justify-end">
            <Button type="submit" variant="ghost" name="intent" value="delete">
              Entwurf löschen
            </Button>
          </Form>
        </>
      ) : (
        <>
          <DocumentLinesTable lines={lines} smallBusiness={smallBusiness} />
          <DocumentTotals totals={totals} smallBusiness={smallBusiness} />
          <p className="text-right font-semibold">
            Summe {smallBusiness ? '' : 'brutto'}:{' '}
            <span data-testid="offer-total">{formatCents(offer.grossCents)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <a href={`/tenant/offers/${offer.id}/pdf`} className={buttonClass('outline')}>
              PDF herunterladen
            </a>
            {offer.status === 'sent' || offer.status === 'declined' ? (
              <Form method="post">
                <Button type="submit" variant="outline" name="intent" value="new-version">
                  Neue Version
                </Button>
              </Form>
            ) : null}
            {offer.status === 'accepted' ? (
              <>
                <Form method="post">
                  <Button type="submit" variant="outline" name="intent" value="new-version">
                    Nachtrag erstellen
                  </Button>
                </Form>
                <Link to={`/tenant/invoices/new?offer=${offer.id}&kind=single`} className={buttonClass()}>
                  Rechnung erstellen
                </Link>
                <Link to={`/tenant/invoices/new?offer=${offer.id}&kind=deposit`} className={buttonClass('outline')}>
                  Abschlagsrechnung
                </Link>
                <Link to={`/tenant/invoices/new?offer=${offer.id}&kind=final`} className={buttonClass('outline')}>
                  Schlussrechnung
                </Link>
              </>
            ) : null}
          </div>
          {invoices.length ? (
            <ul className="list-disc pl-6 text-sm">
              {invoices.map((i) => (
                <li key={i.id}>
                  <Link className="underline" to={`/tenant/invoices/${i.id}`}>
                    {i.number ?? 'Rechnungsentwurf'}
                  </Link>{' '}
                  · {formatCents(i.grossCents)}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
