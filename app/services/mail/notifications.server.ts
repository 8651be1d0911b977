import { customerGreeting } from '~/domain/salutation'
import { PORTAL_LINK_REQUEST_PATH } from '~/services/mail/offer-mail.server'
import { signature } from '~/services/mail/customer-login-mail.server'
import { actionMail } from '~/services/mail/mail.server'
import { sendTenantMail } from '~/services/mail/tenant-mail.server'
import { LIMITS } from '~/services/security/rate-limit.server'
import { tenantUrl } from '~/utils/tenant-url.server'
import { issueCustomerToken } from '~/models/customer-token.server'
import { findCustomer } from '~/models/end-customer.server'
import { findEvent } from '~/models/event.server'
import { admitNotice, claimDueSummaries, type DueSummary, type NotifySide } from '~/models/message-notification.server'
import { offerRecipients } from '~/models/offer-request.server'
import { plannerName } from '~/models/portal.server'
import { findTenantById } from '~/models/tenant.server'

// Notification mails of an event's thread. At most one mail per thread and
// recipient per 10 minutes (message-notification.server.ts); later notices in
// that window are summarised by the job app/jobs/message-notifications.server.ts.
// Never throws: a failed mail is in the mail log, the message stands.

export type Notice = { kind: string; summary: string }

const MAX_TEXT = 2000
const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)} …` : s)

/** Something the customer did (a message, an upload with kind 'file'): mails the event's planner, else the tenant's admins. */
export async function notifyOfCustomerActivity(tenantId: string, eventId: string, notice: Notice, now = Date.now()) {
  const event = findEvent(tenantId, eventId)
  if (!event) return
  const planner = plannerName(tenantId, event.assignedPlannerId)
  const recipients = planner ? [planner.email] : offerRecipients(tenantId, null)
  for (const recipient of recipients) {
    await notify(tenantId, { eventId, side: 'staff', recipient, summary: notice.summary }, now)
  }
}

/** Something the staff did for the customer (a message, a shared file, an offer): mails the event's customer. */
export async function notifyCustomerOfStaffActivity(
  tenantId: string,
  eventId: string,
  notice: Notice,
  now = Date.now(),
) {
  const event = findEvent(tenantId, eventId)
  const customer = event?.endCustomerId ? findCustomer(tenantId, event.endCustomerId) : null
  if (!customer?.isActive) return
  await notify(tenantId, { eventId, side: 'customer', recipient: customer.email, summary: notice.summary }, now)
}

async function notify(
  tenantId: string,
  input: { eventId: string; side: NotifySide; recipient: string; summary: string },
  now: number,
) {
  try {
    if (!admitNotice(tenantId, input, now).send) return
    await mailSummary(
      {
        tenantId,
        eventId: input.eventId,
        side: input.side,
        recipient: input.recipient,
        count: 1,
        summaries: [input.summary],
      },
      now,
    )
  } catch (error) {
    console.error('Benachrichtigung fehlgeschlagen:', error instanceof Error ? error.message : error)
  }
}

/** The job's run: mails every summary whose window has passed. */
export async function sendDueSummaries(now = Date.now()) {
  for (const due of claimDueSummaries(now)) await mailSummary(due, now)
}

async function mailSummary(due: DueSummary, now: number) {
  const tenant = findTenantById(due.tenantId)
  const event = findEvent(due.tenantId, due.eventId)
  if (!tenant || !event) return
  const many = due.count > 1
  const texts = due.summaries.map(clip)
  const more = due.count > texts.length ? [`… und ${due.count - texts.length} weitere.`] : []
  if (due.side === 'staff') {
    const customer = event.endCustomerId ? findCustomer(due.tenantId, event.endCustomerId) : null
    const who = customer?.name || customer?.email || 'Ihr Kunde'
    await sendTenantMail({
      ...actionMail({
        to: due.recipient,
        subject: many ? `${due.count} neue Nachrichten zu „${event.name}“` : `Neue Nachricht zu „${event.name}“`,
        greeting: 'Hallo,',
        paragraphs: [
          many ? `${who} hat zu „${event.name}“ Neues für Sie:` : `${who} hat zu „${event.name}“ geschrieben:`,
          ...texts,
          ...more,
        ],
        actionLabel: 'Veranstaltung öffnen',
        actionUrl: tenantUrl(tenant.subdomain, `/tenant/events/${event.id}`),
        footer: ['Diese E-Mail wurde von Festplan automatisch versendet.'],
        color: tenant.primaryColor,
      }),
      tenantId: tenant.id,
      kind: 'message-notification',
    })
    return
  }
  const customer = event.endCustomerId ? findCustomer(due.tenantId, event.endCustomerId) : null
  if (!customer?.isActive) return
  const company = signature(null, tenant.name)
  // a fresh single-use login link under the usual limit, else the page to ask for one
  const token = issueCustomerToken(tenant.id, customer.id, LIMITS.loginMailsPerCustomer, now)
  const link = token
    ? tenantUrl(tenant.subdomain, `/customer-login?token=${encodeURIComponent(token)}`)
    : tenantUrl(tenant.subdomain, PORTAL_LINK_REQUEST_PATH)
  await sendTenantMail({
    ...actionMail({
      to: customer.email,
      subject: many ? `${due.count} neue Nachrichten von ${company}` : `Neue Nachricht von ${company}`,
      greeting: customerGreeting(customer),
      paragraphs: [
        many
          ? `${company} hat Ihnen zu „${event.name}“ geschrieben:`
          : `${company} hat Ihnen zu „${event.name}“ eine Nachricht geschrieben:`,
        ...texts,
        ...more,
        token
          ? 'Mit dem folgenden Link melden Sie sich ohne Passwort im Kundenportal an und können antworten. Er ist 7 Tage gültig und kann einmal verwendet werden.'
          : 'Zum Antworten fordern Sie über den folgenden Link mit Ihrer E-Mail-Adresse einen Anmeldelink an.',
      ],
      actionLabel: token ? 'Jetzt anmelden und antworten' : 'Anmeldelink anfordern',
      actionUrl: link,
      footer: ['Viele Grüße', company],
      color: tenant.primaryColor,
    }),
    tenantId: tenant.id,
    kind: 'message-notification',
    audience: 'customer',
  })
}
