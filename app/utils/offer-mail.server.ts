import { formatCents, formatDate } from './format'
import { actionMail, sendMail } from './mail.server'
import { tenantUrl } from './tenant.server'

/** Tells the tenant's admins and the event's planner about a new offer request. Never throws. */
export async function sendOfferRequestMails(input: {
  recipients: string[]
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
    await sendMail(
      actionMail({
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
    )
  }
}
