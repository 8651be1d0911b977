import { planName, type PlanId } from '~/domain/plans'
import { STATUS_LABELS, type TenantStatus } from '~/domain/trial'
import { tenantAdminEmails } from '~/models/plan-request.server'
import { formatDate } from '~/utils/format'
import { actionMail, sendMail } from './mail.server'
import { platformContact } from './platform-contact.server'
import { platformUrl, tenantUrl } from '~/utils/tenant-url.server'

// Mails to a tenant's admins when the platform owner changes its status or
// extends its trial (docs/features/first-steps.md). Sent after the write; never throw.

type TenantRef = { id: string; name: string; subdomain: string }

function contactLine() {
  const c = platformContact()
  return c.email
    ? `Bei Fragen erreichen Sie ${c.name} unter ${c.email}${c.phone ? ` oder ${c.phone}` : ''}.`
    : `Bei Fragen antworten Sie bitte auf diese E-Mail.`
}

function statusText(tenant: TenantRef, status: TenantStatus, plan: PlanId | null, trialExpiresAt: number | null) {
  switch (status) {
    case 'suspended':
      return {
        subject: `Ihr Festplan-Konto „${tenant.name}“ wurde gesperrt`,
        lines: [
          'Der Plattformbetreiber hat Ihr Konto gesperrt. Ihre Daten bleiben erhalten; Ihre Kunden können sich während der Sperre nicht anmelden.',
        ],
      }
    case 'cancelled':
      return {
        subject: `Ihr Festplan-Konto „${tenant.name}“ wurde gekündigt`,
        lines: ['Der Plattformbetreiber hat Ihr Konto gekündigt. Ihre Kunden können sich nicht mehr anmelden.'],
      }
    case 'active_paid':
      return {
        subject: `Ihr Festplan-Konto „${tenant.name}“ ist aktiv${plan ? `: Tarif ${planName(plan)}` : ''}`,
        lines: [`Ihr Konto ist freigeschaltet${plan ? ` und nutzt den Tarif ${planName(plan)}` : ''}.`],
      }
    case 'trial_active':
      return {
        subject: `Ihre Festplan-Testphase für „${tenant.name}“ ist aktiv`,
        lines: [`Ihre Testphase läuft${trialExpiresAt ? ` bis zum ${formatDate(trialExpiresAt)}` : ''}.`],
      }
    case 'trial_expired':
      return {
        subject: `Ihre Festplan-Testphase für „${tenant.name}“ ist beendet`,
        lines: [
          'Ihre Testphase ist beendet. Ihre Daten bleiben erhalten; neue Veranstaltungen und Kunden legen Sie nach einem Upgrade wieder an.',
        ],
      }
  }
}

export async function mailAdminsAboutStatus(input: {
  tenant: TenantRef
  from: TenantStatus
  status: TenantStatus
  plan: PlanId | null
  trialExpiresAt: number | null
}) {
  const { tenant, status } = input
  const text = statusText(tenant, status, input.plan, input.trialExpiresAt)
  const closed = status === 'suspended' || status === 'cancelled'
  for (const to of tenantAdminEmails(tenant.id)) {
    await sendMail({
      ...actionMail({
        to,
        subject: text.subject,
        greeting: 'Hallo,',
        paragraphs: [
          `Status Ihres Kontos: ${STATUS_LABELS[input.from]} → ${STATUS_LABELS[status]}.`,
          ...text.lines,
          contactLine(),
        ],
        actionLabel: closed ? 'Kontostatus ansehen' : 'Zu Festplan',
        actionUrl: closed ? platformUrl('/tenant-status') : tenantUrl(tenant.subdomain, '/tenant'),
        footer: ['Diese E-Mail wurde von Festplan automatisch versendet.'],
      }),
      tenantId: tenant.id,
      kind: 'tenant-status',
    })
  }
}

export async function mailAdminsAboutTrialExtension(input: {
  tenant: TenantRef
  days: number
  trialExpiresAt: number
}) {
  for (const to of tenantAdminEmails(input.tenant.id)) {
    await sendMail({
      ...actionMail({
        to,
        subject: `Ihre Festplan-Testphase wurde verlängert`,
        greeting: 'Hallo,',
        paragraphs: [
          `Ihre Testphase für „${input.tenant.name}“ wurde um ${input.days} ${input.days === 1 ? 'Tag' : 'Tage'} verlängert und läuft jetzt bis zum ${formatDate(input.trialExpiresAt)}.`,
          contactLine(),
        ],
        actionLabel: 'Zu Festplan',
        actionUrl: tenantUrl(input.tenant.subdomain, '/tenant'),
        footer: ['Diese E-Mail wurde von Festplan automatisch versendet.'],
      }),
      tenantId: input.tenant.id,
      kind: 'trial-extended',
    })
  }
}
