import { parseWithZod } from '~/utils/conform'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, Outlet, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { TeamSection } from '~/components/settings/team-section'
import { invitationIdSchema, inviteSchema, memberRoleSchema } from '~/forms/team'
import { ROLE_LABELS, TEAM_MESSAGES } from '~/forms/team-texts'
import {
  createInvitation,
  findInvitationEmail,
  isTenantMember,
  renewInvitation,
  revokeInvitation,
} from '~/models/invitation.server'
import { changeMemberRole, findMember, teamOverview } from '~/models/team.server'
import { sendInvitationMail } from '~/services/mail/account-mail.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantStaff, type StaffContext } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { createToken } from '~/utils/token.server'
import { consume, LIMITS } from '~/services/security/rate-limit.server'
import { tenantMailRefusal, TENANT_MAIL_MESSAGES } from '~/services/mail/mail-limits.server'
import { logSecurityEvent } from '~/models/security-event.server'

// The team's actions (invite, send again, withdraw, change a role) and, when an
// action answers with an error, the page that shows it. Success goes back to
// /tenant/settings with a toast. Only admins act; every id is this tenant's.

export const meta: MetaFunction = () => [{ title: 'Team – Festplan' }]

const BACK = '/tenant/settings'

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return { team: teamOverview(staff.tenantId, staff) }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await guardAction(request)
  const staff = await requireTenantStaff(request)
  const intent = String(formData.get('intent') ?? '')
  if (staff.role !== 'tenant_admin')
    return data({ intent, result: null, formError: TEAM_MESSAGES.adminsOnly }, { status: 403 })
  if (intent === 'invite') return invite(staff, formData)
  if (intent === 'resend' || intent === 'revoke') return changeInvitation(staff, intent, formData)
  if (intent === 'role') return changeRole(staff, formData)
  return data({ intent, result: null, formError: TEAM_MESSAGES.unknownIntent }, { status: 400 })
}

const TOO_MANY_INVITATIONS =
  'Zu viele Einladungen in kurzer Zeit (höchstens 20 pro Stunde). Bitte versuchen Sie es später erneut.'

function sendInvitation(staff: StaffContext, to: string, role: keyof typeof ROLE_LABELS, token: string) {
  return sendInvitationMail({
    to,
    role,
    token,
    tenantId: staff.tenantId,
    tenantName: staff.tenant.name,
    subdomain: staff.tenant.subdomain,
    inviterName: staff.profile.fullName,
    color: staff.tenant.primaryColor,
  })
}

async function invite(staff: StaffContext, formData: FormData) {
  const schema = inviteSchema({ isMember: (email) => isTenantMember(staff.tenantId, email) })
  const submission = await parseWithZod(formData, { schema, async: true })
  if (submission.status !== 'success')
    return data({ intent: 'invite', result: submission.reply(), formError: null }, { status: 400 })
  const { email, role } = submission.value
  if (!consume(LIMITS.invitationMailsPerTenant, staff.tenantId)) {
    return data({ intent: 'invite', result: submission.reply(), formError: TOO_MANY_INVITATIONS }, { status: 429 })
  }
  // checked before the invitation is stored; sendTenantMail counts the mail
  const refusal = tenantMailRefusal(staff.tenantId, email)
  if (refusal)
    return data(
      { intent: 'invite', result: submission.reply(), formError: TENANT_MAIL_MESSAGES[refusal] },
      { status: refusal === 'tenant-read-only' ? 403 : 429 },
    )
  const { token, hash } = createToken()
  createInvitation(staff.tenantId, { email, role, tokenHash: hash, invitedByUserId: staff.userId })
  const mail = await sendInvitation(staff, email, role, token)
  return redirectWithToast(
    BACK,
    mail.ok
      ? { type: 'success', title: 'Einladung gesendet', description: `Die Einladung an ${email} wurde gesendet.` }
      : {
          type: 'warning',
          title: 'E-Mail nicht gesendet',
          description: `Die Einladung an ${email} ist angelegt, die E-Mail konnte aber nicht gesendet werden. Bitte senden Sie sie erneut.`,
        },
  )
}

async function changeInvitation(staff: StaffContext, intent: 'resend' | 'revoke', formData: FormData) {
  const parsed = invitationIdSchema.safeParse({ invitation_id: formData.get('invitation_id') })
  if (!parsed.success) notFound()
  const id = parsed.data.invitation_id
  if (intent === 'revoke') {
    const revoked = revokeInvitation(staff.tenantId, id)
    if (!revoked) notFound()
    return redirectWithToast(BACK, {
      type: 'success',
      description: `Die Einladung an ${revoked.email} wurde zurückgezogen.`,
    })
  }
  if (!consume(LIMITS.invitationMailsPerTenant, staff.tenantId)) {
    return redirectWithToast(BACK, { type: 'error', description: TOO_MANY_INVITATIONS })
  }
  const pending = findInvitationEmail(staff.tenantId, id)
  if (!pending) notFound()
  const refusal = tenantMailRefusal(staff.tenantId, pending)
  if (refusal) return redirectWithToast(BACK, { type: 'error', description: TENANT_MAIL_MESSAGES[refusal] })
  const { token, hash } = createToken()
  const renewed = renewInvitation(staff.tenantId, id, hash)
  if (!renewed) notFound()
  const mail = await sendInvitation(staff, renewed.email, renewed.role, token)
  return redirectWithToast(
    BACK,
    mail.ok
      ? {
          type: 'success',
          title: 'Einladung gesendet',
          description: `Die Einladung an ${renewed.email} wurde erneut gesendet. Der alte Link ist ungültig.`,
        }
      : {
          type: 'error',
          description: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
        },
  )
}

function changeRole(staff: StaffContext, formData: FormData) {
  const parsed = memberRoleSchema.safeParse({ member_id: formData.get('member_id'), role: formData.get('role') })
  if (!parsed.success)
    return data({ intent: 'role', result: null, formError: 'Bitte wählen Sie eine Rolle.' }, { status: 400 })
  const member = findMember(staff.tenantId, parsed.data.member_id)
  const outcome = changeMemberRole(staff.tenantId, parsed.data.member_id, parsed.data.role)
  if (outcome === 'not-found' || !member) notFound()
  if (outcome === 'last-admin')
    return data({ intent: 'role', result: null, formError: TEAM_MESSAGES.lastAdminDemote }, { status: 400 })
  logSecurityEvent(staff.tenantId, {
    eventType: 'TEAM_ROLE_CHANGED',
    resourceType: 'user',
    resourceId: member.id,
    details: { member_email: member.email, role: parsed.data.role, tenant_id: staff.tenantId },
    actorUserId: staff.userId,
  })
  return redirectWithToast(BACK, {
    type: 'success',
    description: `Die Rolle wurde auf ${ROLE_LABELS[parsed.data.role]} geändert.`,
  })
}

export default function TeamPage() {
  const { team } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <p className="text-sm">
        <Link to={BACK} className="underline underline-offset-4">
          ← Zurück zu den Einstellungen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Team</h1>
      <TeamSection
        team={team}
        lastResult={actionData?.intent === 'invite' ? actionData.result : undefined}
        formError={actionData?.formError}
      />
      <Outlet />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
