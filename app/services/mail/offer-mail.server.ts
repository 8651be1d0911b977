import { customerGreeting } from '~/domain/salutation'
import { cartLockReason } from '~/domain/cart'
import { findCustomer } from '~/models/end-customer.server'
import type { DecidedOffer } from '~/models/offer-request.server'
import { imprintLines, signature } from './customer-login-mail.server'
import { formatCents, formatDate } from '~/utils/format'
import { actionMail } from './mail.server'
import { sendTenantMail } from './tenant-mail.server'
import { tenantUrl } from '~/utils/tenant-url.server'

/** Tells the tenant's admins and the event's planner about a new offer request. Never throws. */
export async function sendOfferRequestMails(input: {
  recipients: string[]
  tenantId: string
  subdomain: string
  offerId: string
  eventName: string
  customerName: string
  grossCents: number
  createdAt: number
  color: string | null
}) {
  const link = tenantUrl(input.subdomain, `/tenant/billing/${input.offerId}`)
  for (const to of input.recipients) {
    await sendTenantMail({
      ...actionMail({
        to,
        subject: `Neue Angebotsanfrage: ${input.eventName}`,
        greeting: 'Hallo,',
        paragraphs: [
          `${input.customerName} hat am ${formatDate(input.createdAt)} ein Angebot für „${input.eventName}“ angefordert.`,
          `Summe der gewählten Leistungen: ${formatCents(input.grossCents)} (brutto).`,
        ],
        actionLabel: 'Anfrage ansehen',
        actionUrl: link,
        footer: ['Diese E-Mail wurde von Festplan automatisch versendet.'],
        color: input.color,
      }),
      tenantId: input.tenantId,
      kind: 'offer-request',
    })
  }
}

/** Where a customer without a session asks for a sign-in link (never a token in a mail that is not a login mail). */
export const PORTAL_LINK_REQUEST_PATH = '/customer-login?link=neu'

export type DecisionMailResult =
  { ok: true; to: string } | { ok: false; reason: 'no-customer' | 'inactive' | 'mail-failed' }

/**
 * Tells the end customer that staff accepted or declined their offer request.
 * Sent after the decision has committed; the result only shapes the staff
 * toast, the decision stands either way. Never throws.
 */
export async function sendOfferDecisionMail(input: {
  tenant: { id: string; name: string; subdomain: string; primaryColor: string | null; imprintUrl?: string | null }
  decided: DecidedOffer
  now?: number
}): Promise<DecisionMailResult> {
  const { offer, event } = input.decided
  const customer = offer.endCustomerId ? findCustomer(input.tenant.id, offer.endCustomerId) : null
  if (!customer) return { ok: false, reason: 'no-customer' }
  if (!customer.isActive) return { ok: false, reason: 'inactive' }
  // the tenant is the party to the offer, so it signs (not the deciding person)
  const company = signature(null, input.tenant.name)
  const accepted = offer.status === 'ordered'
  const verb = accepted ? 'angenommen' : 'abgelehnt'
  const next = accepted
    ? 'Ihre Auswahl und den Stand Ihrer Planung finden Sie jederzeit im Kundenportal.'
    : event === null
      ? 'Bei Fragen wenden Sie sich bitte an Ihren Event-Planer.'
      : cartLockReason(event, null, input.now) === 'deadline'
        ? 'Die Frist für Änderungen an Ihrer Auswahl ist abgelaufen. Bei Fragen wenden Sie sich bitte an Ihren Event-Planer.'
        : 'Ihr Warenkorb ist wieder freigegeben: Im Kundenportal können Sie Ihre Auswahl anpassen und ein neues Angebot anfordern.'
  const sent = await sendTenantMail({
    ...actionMail({
      to: customer.email,
      subject: `Ihre Angebotsanfrage für „${offer.eventName}“ wurde ${verb}`,
      greeting: customerGreeting(customer),
      paragraphs: [
        `${company} hat Ihre Angebotsanfrage vom ${formatDate(offer.createdAt)} für „${offer.eventName}“ ${verb}.`,
        `Angebotssumme: ${formatCents(offer.grossCents)} (brutto)`,
        next,
        'Zur Anmeldung im Kundenportal fordern Sie über den folgenden Link mit Ihrer E-Mail-Adresse einen Anmeldelink an.',
      ],
      actionLabel: 'Anmeldelink anfordern',
      actionUrl: tenantUrl(input.tenant.subdomain, PORTAL_LINK_REQUEST_PATH),
      footer: ['Viele Grüße', company, ...imprintLines({ imprintUrl: input.tenant.imprintUrl ?? null })],
      color: input.tenant.primaryColor,
    }),
    tenantId: input.tenant.id,
    kind: 'offer-decision',
    audience: 'customer',
  })
  return sent.ok ? { ok: true, to: customer.email } : { ok: false, reason: 'mail-failed' }
}
