import { customerGreeting } from '~/domain/salutation'
import { findCustomer } from '~/models/end-customer.server'
import { issueCustomerToken } from '~/models/customer-token.server'
import { logSecurityEvent } from '~/models/security-event.server'
import { findTenantById } from '~/models/tenant.server'
import { findAccount } from '~/models/user.server'
import { recordEventActivity, type ActivityActor } from '~/models/event-activity.server'
import { listCustomerEvents } from '~/models/portal.server'
import { actionMail } from './mail.server'
import { sendTenantMail } from './tenant-mail.server'
import { tenantMailRefusal, TENANT_MAIL_MESSAGES, type TenantMailRefusal } from './mail-limits.server'
import { LIMITS } from '~/services/security/rate-limit.server'
import { tenantUrl } from '~/utils/tenant-url.server'

export type LoginLinkResult =
  { ok: true } | { ok: false; reason: 'not-found' | 'inactive' | 'rate-limited' | 'mail-failed' | TenantMailRefusal }

export const LOGIN_MAIL_LIMIT_MESSAGE =
  'Für diesen Kunden wurden in den letzten 15 Minuten bereits 3 Login-E-Mails versendet. Bitte versuchen Sie es später erneut.'

/** The German sentence for a refused or failed login mail (customer list, event page). */
export function loginLinkFailure(reason: Exclude<LoginLinkResult, { ok: true }>['reason']): string {
  if (reason === 'rate-limited') return LOGIN_MAIL_LIMIT_MESSAGE
  if (reason in TENANT_MAIL_MESSAGES) return TENANT_MAIL_MESSAGES[reason as keyof typeof TENANT_MAIL_MESSAGES]
  if (reason === 'inactive') return 'Der Kunde ist inaktiv und kann sich nicht anmelden. Aktivieren Sie ihn zuerst.'
  return 'Fehler beim Versenden der E-Mail.'
}

/** The planner's company signs customer mails (docs/product.md §7), else 'Ihr Event-Planer'. */
/** The tenant's imprint in the footer of mails to its customers. */
export function imprintLines(tenant: { imprintUrl: string | null }) {
  return tenant.imprintUrl ? [`Impressum: ${tenant.imprintUrl}`] : []
}

export function signature(actorUserId: string | null, tenantName: string) {
  const company = actorUserId ? findAccount(actorUserId)?.profile.company?.trim() : tenantName.trim()
  return company || 'Ihr Event-Planer'
}

/**
 * Issues a fresh login link (older unused links stop working) and mails it.
 * At most LIMITS.loginMailsPerCustomer links per customer in its window, counted
 * from the stored links, so the creation mail counts too. Used by staff
 * (create, resend) and, with actorUserId null, by the customer's own request.
 */
export async function sendCustomerLoginLink(input: {
  tenantId: string
  customerId: string
  actorUserId: string | null
  /** a spent document link's landing page: the new link lands there too */
  targetPath?: string | null
}): Promise<LoginLinkResult> {
  const tenant = findTenantById(input.tenantId)
  const customer = findCustomer(input.tenantId, input.customerId)
  if (!tenant || !customer) return { ok: false, reason: 'not-found' }
  if (!customer.isActive) return { ok: false, reason: 'inactive' }
  // Before the token: a refused mail must not void the customer's current link.
  const refusal = tenantMailRefusal(tenant.id, customer.email)
  if (refusal) return { ok: false, reason: refusal }
  const token = issueCustomerToken(
    tenant.id,
    customer.id,
    LIMITS.loginMailsPerCustomer,
    Date.now(),
    input.targetPath ?? null,
  )
  if (!token) return { ok: false, reason: 'rate-limited' }

  const link = tenantUrl(tenant.subdomain, `/customer-login?token=${encodeURIComponent(token)}`)
  const company = signature(input.actorUserId, tenant.name)
  const mail = actionMail({
    to: customer.email,
    subject: `Ihr Zugang zur Veranstaltungsplanung – ${company}`,
    greeting: customerGreeting(customer),
    paragraphs: [
      `${company} lädt Sie ein, Ihre Veranstaltung online zu planen und Leistungen auszuwählen.`,
      'Mit dem folgenden Link melden Sie sich ohne Passwort an. Er ist 7 Tage gültig und kann einmal verwendet werden.',
    ],
    actionLabel: 'Jetzt anmelden',
    actionUrl: link,
    footer: [
      'Falls Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
      'Viele Grüße',
      company,
      ...imprintLines(tenant),
    ],
    color: tenant.primaryColor,
  })
  const sent = await sendTenantMail({ ...mail, tenantId: tenant.id, kind: 'customer-login-link', audience: 'customer' })
  if (!sent.ok) return { ok: false, reason: 'refusal' in sent ? sent.refusal : 'mail-failed' }
  const staff = input.actorUserId ? findAccount(input.actorUserId) : null
  const actor: ActivityActor = staff
    ? { type: 'staff', id: staff.user.id, name: staff.profile.fullName || staff.user.email }
    : { type: 'customer', id: customer.id, name: customer.name || customer.email }
  for (const event of listCustomerEvents(tenant.id, customer.id)) {
    recordEventActivity(tenant.id, {
      eventId: event.id,
      kind: 'login-link-sent',
      actor,
      details: { email: customer.email },
    })
  }
  logSecurityEvent(tenant.id, {
    eventType: 'CUSTOMER_LOGIN_EMAIL_SENT',
    resourceType: 'end_customer',
    resourceId: customer.id,
    details: { customer_email: customer.email, tenant_id: tenant.id },
    actorUserId: input.actorUserId,
  })
  return { ok: true }
}
