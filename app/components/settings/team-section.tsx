import type { SubmissionResult } from '@conform-to/react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { TeamInvitations, type InvitationRow } from './team-invitations'
import { TeamMembers, type MemberRow } from './team-members'
import { afterHydration } from '~/utils/after-hydration'

const InviteForm = afterHydration(() => import('./invite-form'), 'InviteForm')

export type TeamView = {
  members: MemberRow[]
  invitations: InvitationRow[]
  canManage: boolean
  currentUserId: string
  now: number
}

/** Section 'Team' of the settings: everyone sees it, only admins change it. */
export function TeamSection({
  team,
  lastResult,
  formError,
}: {
  team: TeamView
  lastResult?: SubmissionResult<string[]> | null
  formError?: string | null
}) {
  return (
    <Card id="team">
      <CardHeader>
        <CardTitle>Team</CardTitle>
        <CardDescription>
          Alle Benutzer Ihres Unternehmens.
          {team.canManage ? null : ' Nur Administratoren können das Team verwalten.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {formError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {formError}
          </p>
        ) : null}
        <TeamMembers members={team.members} canManage={team.canManage} currentUserId={team.currentUserId} />
        <div className="grid gap-3">
          <h3 className="font-semibold">Offene Einladungen</h3>
          <TeamInvitations invitations={team.invitations} canManage={team.canManage} now={team.now} />
        </div>
        {team.canManage ? (
          <div className="grid gap-3">
            <h3 className="font-semibold">Teammitglied einladen</h3>
            <InviteForm lastResult={lastResult} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
