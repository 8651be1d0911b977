import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { ROLE_LABELS } from '~/forms/team-texts'
import { formatDateTime } from '~/utils/format'

export type InvitationRow = { id: string; email: string; role: keyof typeof ROLE_LABELS; expiresAt: number }

/** Open invitations; admins send them again (new link, old one dead) or withdraw them. */
export function TeamInvitations({
  invitations,
  canManage,
  now,
}: {
  invitations: InvitationRow[]
  canManage: boolean
  now: number
}) {
  if (invitations.length === 0) return <p className="text-sm text-muted-foreground">Keine offenen Einladungen.</p>
  return (
    <ul className="divide-y rounded-md border" aria-label="Offene Einladungen">
      {invitations.map((i) => (
        <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
          <div>
            <p className="font-medium break-all">{i.email}</p>
            <p className="text-muted-foreground">
              {ROLE_LABELS[i.role]} · {i.expiresAt > now ? `gültig bis ${formatDateTime(i.expiresAt)}` : 'abgelaufen'}
            </p>
          </div>
          {canManage ? (
            <Form method="post" action="/tenant/settings/team" className="flex gap-2">
              <input type="hidden" name="invitation_id" value={i.id} />
              <Button
                type="submit"
                name="intent"
                value="resend"
                variant="outline"
                size="sm"
                aria-label={`Einladung an ${i.email} erneut senden`}
              >
                Erneut senden
              </Button>
              <Button
                type="submit"
                name="intent"
                value="revoke"
                variant="ghost"
                size="sm"
                aria-label={`Einladung an ${i.email} zurückziehen`}
              >
                Zurückziehen
              </Button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
