import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { TEAM_MESSAGES } from '~/forms/team-texts'
import { findMember, removeMember } from '~/models/team.server'
import { guardAction } from '~/services/security/action-guard.server'
import { requireTenantAdmin } from '~/services/auth/auth.server'
import { notFound, redirectWithToast } from '~/utils/http.server'
import { createToastHeaders } from '~/utils/toast.server'
import { logSecurityEvent } from '~/models/security-event.server'

// "Asks first": removing a member. Their sessions end at once (the user row
// goes, sessions cascade); their events stay, with no planner.

export const meta: MetaFunction = () => [{ title: 'Teammitglied entfernen – Festplan' }]

async function load(request: Request, memberId: string | undefined) {
  const staff = await requireTenantAdmin(request)
  const member = memberId ? findMember(staff.tenantId, memberId) : null
  if (!member) notFound()
  return { staff, member }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { member, staff } = await load(request, params.memberId)
  return { member: { label: member.fullName || member.email, email: member.email, self: member.id === staff.userId } }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await guardAction(request)
  const { staff, member } = await load(request, params.memberId)
  const outcome = removeMember(staff.tenantId, member.id)
  if (outcome === 'not-found') notFound()
  if (outcome === 'last-admin') return data({ error: TEAM_MESSAGES.lastAdminRemove }, { status: 400 })
  logSecurityEvent(staff.tenantId, {
    eventType: 'TEAM_MEMBER_REMOVED',
    resourceType: 'user',
    resourceId: member.id,
    details: { member_email: member.email, tenant_id: staff.tenantId },
    // removing oneself deletes the acting user too
    actorUserId: member.id === staff.userId ? null : staff.userId,
  })
  if (member.id === staff.userId) {
    throw redirect('/tenant-signup?mode=login', {
      headers: await createToastHeaders({ type: 'success', description: 'Sie haben sich aus dem Team entfernt.' }),
    })
  }
  return redirectWithToast('/tenant/settings', {
    type: 'success',
    description: `${member.fullName || member.email} wurde aus dem Team entfernt.`,
  })
}

export default function RemoveMember() {
  const { member } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <ConfirmDialog
      title="Teammitglied entfernen"
      cancelTo="/tenant/settings"
      confirmLabel="Entfernen"
      pendingLabel="Wird entfernt..."
      description={
        <p>
          {member.self ? 'Möchten Sie sich selbst' : `Möchten Sie „${member.label}“ (${member.email})`} wirklich aus dem
          Team entfernen? Das Konto wird gelöscht und alle Sitzungen enden sofort. Zugewiesene Events bleiben erhalten,
          sind danach aber keinem Planer mehr zugeordnet.
        </p>
      }
    >
      {actionData?.error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          {actionData.error}
        </p>
      ) : null}
    </ConfirmDialog>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
