import { customerGreeting } from '~/domain/salutation'
import { findCustomer } from '~/models/end-customer.server'
import type { Offer } from '~/models/offer.server'
import { documentFileName, offerPdfBytes } from '~/models/billing-pdf.server'
import { documentSignInUrl, offerPortalPath } from '~/services/document-link.server'
import { formatCents, formatDay } from '~/utils/format'
import { actionMail } from './mail.server'
import { sendTenantMail } from './tenant-mail.server'
import { tenantUrl } from '~/utils/tenant-url.server'
import { PORTAL_LINK_REQUEST_PATH } from './offer-mail.server'

/**
 * Mails the customer the offer: its PDF attached, and a one-time sign-in link
 * that lands on the offer in the portal. Never throws.
 */
export async function sendOfferMail(
  tenant: { id: string; name: string; subdomain: string; primaryColor: string | null },
  offer: Offer,
) {
  const customer = offer.endCustomerId ? findCustomer(tenant.id, offer.endCustomerId) : null
  if (!customer || !customer.isActive) return { ok: false as const }
  const pdf = await offerPdfBytes(offer)
  const result = await sendTenantMail({
    ...actionMail({
      to: customer.email,
      subject: `Ihr Angebot ${offer.number}: ${offer.eventName}`,
      greeting: customerGreeting(customer),
      paragraphs: [
        `${tenant.name} hat Ihnen das Angebot ${offer.number} für „${offer.eventName}“ über ${formatCents(offer.grossCents)} (brutto) gesendet.`,
        offer.validUntil
          ? `Es ist gültig bis ${formatDay(offer.validUntil)}. Sie können es im Kundenportal ansehen, annehmen oder ablehnen.`
          : 'Sie können es im Kundenportal ansehen, annehmen oder ablehnen.',
        ...(pdf
          ? [
              'Das Angebot liegt als PDF bei. Der folgende Link meldet Sie einmalig ohne Passwort im Kundenportal an und öffnet das Angebot.',
            ]
          : []),
        // a way back in when the link has been used or has expired
        `Falls Sie nicht mehr angemeldet sind, fordern Sie hier mit Ihrer E-Mail-Adresse einen neuen Anmeldelink an: ${tenantUrl(tenant.subdomain, PORTAL_LINK_REQUEST_PATH)}`,
      ],
      actionLabel: 'Angebot ansehen',
      actionUrl: documentSignInUrl(tenant, customer.id, offerPortalPath(offer.id)),
      footer: [`Ihr Team von ${tenant.name}`],
      color: tenant.primaryColor,
    }),
    attachments:
      pdf && offer.number
        ? [{ filename: documentFileName(offer.number, 'pdf'), contentType: 'application/pdf', content: pdf }]
        : [],
    tenantId: tenant.id,
    eventId: offer.eventId ?? null,
    kind: 'offer-sent',
    audience: 'customer',
  })
  return { ok: result.ok, to: customer.email }
}
