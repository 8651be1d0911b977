import { planName, type PlanId } from '~/domain/plans'
import { platformOwnerEmails, tenantAdminEmails } from '~/models/plan-request.server'
import { actionMail, sendMail } from './mail.server'
import { consume, LIMITS } from '~/services/security/rate-limit.server'
import { platformUrl, tenantUrl } from '~/utils/tenant-url.server'

// Mails of the upgrade flow (docs/features/plans-and-privacy.md). Sent after the commit; never throw.

const FOOTER = ['Diese E-Mail wurde von Festplan automatisch versendet.']

/** At most 3 a day per tenant (the owner's queue shows every request anyway). */
export async function mailOwnersAboutPlanRequest(input: {
  tenantId: string
  tenantName: string
  subdomain: string
  plan: PlanId
  requestedBy: string
}) {
  if (!consume(LIMITS.planRequestMailsPerTenant, input.tenantId)) return
  for (const to of platformOwnerEmails()) {
    await sendMail({
      ...actionMail({
        to,
        subject: `Tarifanfrage: ${input.tenantName} möchte ${planName(input.plan)}`,
        greeting: 'Hallo,',
        paragraphs: [
          `${input.requestedBy} hat für den Mandanten „${input.tenantName}“ (${input.subdomain}) den Tarif ${planName(input.plan)} angefragt.`,
          'Bitte prüfen Sie die Anfrage in der Plattform-Konsole und bestätigen oder lehnen Sie sie ab.',
        ],
        actionLabel: 'Anfrage prüfen',
        actionUrl: platformUrl('/owner/upgrades'),
        footer: FOOTER,
      }),
      tenantId: input.tenantId,
      kind: 'plan-request',
    })
  }
}

export async function mailAdminsAboutPlanDecision(input: {
  tenantId: string
  tenantName: string
  subdomain: string
  plan: PlanId
  approved: boolean
}) {
  const plan = planName(input.plan)
  for (const to of tenantAdminEmails(input.tenantId)) {
    await sendMail({
      ...actionMail({
        to,
        subject: input.approved ? `Ihr Tarif ${plan} ist aktiv` : `Ihre Tarifanfrage (${plan}) wurde abgelehnt`,
        greeting: 'Hallo,',
        paragraphs: input.approved
          ? [`Ihr Mandant „${input.tenantName}“ nutzt ab sofort den Tarif ${plan}. Vielen Dank!`]
          : [
              `Ihre Anfrage für den Tarif ${plan} für „${input.tenantName}“ wurde nicht bestätigt.`,
              'Bei Fragen antworten Sie bitte auf diese E-Mail oder wählen Sie einen anderen Tarif.',
            ],
        actionLabel: 'Abo ansehen',
        actionUrl: tenantUrl(input.subdomain, '/tenant/settings/plan'),
        footer: FOOTER,
      }),
      tenantId: input.tenantId,
      kind: 'plan-decision',
    })
  }
}
