import { Form, Link } from '@remix-run/react'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClass } from '~/components/ui/button'
import { Label, Select } from '~/components/ui/input'
import { ROLE_LABELS, ROLES } from '~/forms/team-texts'
import { formatDateTime } from '~/utils/format'

export type MemberRow = {
  id: string
  fullName: string
  email: string
  role: keyof typeof ROLE_LABELS
  lastLoginAt: number | null
}

/** The tenant's users; admins change roles (a small form per row) and open the remove dialog. */
export function TeamMembers({
  members,
  canManage,
  currentUserId,
}: {
  members: MemberRow[]
  canManage: boolean
  currentUserId: string
}) {
  return (
    <div>
      <table className="stack-table w-full text-left text-sm">
        <caption className="sr-only">Teammitglieder</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              E-Mail
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Rolle
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Letzte Anmeldung
            </th>
            {canManage ? (
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Aktionen</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            const name = m.fullName || m.email
            const selectId = `role-${m.id}`
            return (
              <tr key={m.id} className="border-b align-middle last:border-0">
                <td className="py-2 pr-3 font-medium">
                  {name}
                  {m.id === currentUserId ? <span className="ml-2 text-xs text-muted-foreground">(Sie)</span> : null}
                </td>
                <td className="py-2 pr-3 break-all" data-label="E-Mail">
                  {m.email}
                </td>
                <td className="py-2 pr-3" data-label="Rolle">
                  {canManage ? (
                    <Form method="post" action="/tenant/settings/team" className="flex items-center gap-2">
                      <input type="hidden" name="member_id" value={m.id} />
                      <Label htmlFor={selectId} className="sr-only">
                        Rolle von {name}
                      </Label>
                      <Select id={selectId} name="role" defaultValue={m.role} className="w-28">
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_LABELS[r]}
                          </option>
                        ))}
                      </Select>
                      <Button
                        type="submit"
                        name="intent"
                        value="role"
                        variant="outline"
                        size="sm"
                        aria-label={`Rolle von ${name} speichern`}
                      >
                        Speichern
                      </Button>
                    </Form>
                  ) : (
                    <Badge variant={m.role === 'tenant_admin' ? 'default' : 'secondary'}>{ROLE_LABELS[m.role]}</Badge>
                  )}
                </td>
                <td className="py-2 pr-3" data-label="Letzte Anmeldung">
                  {m.lastLoginAt ? formatDateTime(m.lastLoginAt) : 'Noch nie'}
                </td>
                {canManage ? (
                  <td className="py-2 sm:text-right">
                    <Link
                      to={`/tenant/settings/team/${m.id}/remove`}
                      className={buttonClass('ghost', 'sm')}
                      aria-label={`${name} entfernen`}
                    >
                      Entfernen
                    </Link>
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
