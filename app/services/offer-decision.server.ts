import { decideOffer, type DecideResult } from '~/models/offer-order.server'
import { orderMailRecipients } from '~/models/offer-request.server'
import { findTenantById } from '~/models/tenant.server'
import { formatCents } from '~/utils/format'
import { actionMail } from '~/services/mail/mail.server'
import { sendTenantMail } from '~/services/mail/tenant-mail.server'
import { tenantUrl } from '~/utils/tenant-url.server'

// The customer's answer to an offer in the portal: the decision commits first
// (order, request 'Beauftragt', event 'Bestätigt' in one transaction), then
// the planner hears of it by mail through the tenant mail limits. A refused
// or failed mail never undoes the decision.

export type CustomerDecision = { kind: 'accept'; signerName: string; ip: string | null } | { kind: 'decline' }

export async function decideOfferAsCustomer(
  tenantId: string,
  endCustomerId: string,
  offerId: string,
  decision: CustomerDecision,
  now = Date.now(),
): Promise<DecideResult | null> {
  const result = decideOffer(tenantId, endCustomerId, offerId, decision, now)
  if (result?.ok) await mailPlanner(tenantId, result.offer, decision.kind === 'accept')
  return result
}

async function mailPlanner(tenantId: string, offer: Extract<DecideResult, { ok: true }>['offer'], accepted: boolean) {
  const tenant = findTenantById(tenantId)
  if (!tenant) return
  const what = offer.replacesOfferId
    ? `Nachtrag (Version ${offer.version}) zu „${offer.eventName}“`
    : `Angebot ${offer.number} für „${offer.eventName}“`
  const verb = accepted ? 'angenommen' : 'abgelehnt'
  const paragraphs = accepted
    ? [
        `${offer.signerName ?? offer.customerName ?? 'Der Kunde'} hat das ${what} angenommen (${formatCents(offer.grossCents)} brutto).`,
        'Die Veranstaltung ist jetzt bestätigt, die Anfrage beauftragt; der Warenkorb des Kunden bleibt gesperrt. Änderungen gehen als Nachtrag.',
      ]
    : [
        `${offer.customerName ?? 'Der Kunde'} hat das ${what} abgelehnt.`,
        offer.replacesOfferId
          ? 'Der bisherige Auftrag gilt unverändert weiter.'
          : 'Sie können eine neue Version des Angebots erstellen.',
      ]
  for (const to of orderMailRecipients(tenantId, offer.eventId)) {
    await sendTenantMail({
      ...actionMail({
        to,
        subject: `${offer.replacesOfferId ? 'Nachtrag' : 'Angebot'} ${verb}: ${offer.eventName}`,
        greeting: 'Hallo,',
        paragraphs,
        actionLabel: 'Angebot ansehen',
        actionUrl: tenantUrl(tenant.subdomain, `/tenant/offers/${offer.id}`),
        footer: ['Diese E-Mail wurde von Festplan automatisch versendet.'],
        color: tenant.primaryColor,
      }),
      tenantId,
      kind: 'offer-decision-staff',
    })
  }
}
