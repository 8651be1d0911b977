import { Form, Link } from '@remix-run/react'
import { Button, buttonClass } from '~/components/ui/button'
import { staffRoleLabel } from '~/domain/staffing/roles'
import { berlinClock } from '~/domain/staffing/local-time'
import { formatDate } from '~/utils/format'

export type ShiftRow = {
  id: string
  role: string
  staffName: string | null
  staffPhone: string | null
  startsAt: number
  endsAt: number
  breakMinutes: number
  overlaps: boolean
}

/** The event's shifts (also the phone's staff list); `editHref` adds the edit links and delete buttons. */
export function ShiftList({ shifts, editHref }: { shifts: ShiftRow[]; editHref?: (id: string) => string }) {
  if (!shifts.length) return <p className="text-muted-foreground">Noch keine Schichten.</p>
  return (
    <ul className="grid gap-2" aria-label="Schichten">
      {shifts.map((s) => (
        <li
          key={s.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          data-testid="shift"
        >
          <div className="min-w-0">
            <p className="font-medium">
              {s.staffName ?? 'Noch offen'} · {staffRoleLabel(s.role)}
            </p>
            <p className="text-sm">
              {formatDate(s.startsAt)}, {berlinClock(s.startsAt)}–{berlinClock(s.endsAt)} Uhr
              {s.breakMinutes ? `, ${s.breakMinutes} Min. Pause` : ''}
            </p>
            {s.staffPhone ? (
              <a className="text-sm underline" href={`tel:${s.staffPhone.replace(/[^+\d]/g, '')}`}>
                {s.staffPhone}
              </a>
            ) : null}
            {s.overlaps ? (
              <p className="text-sm font-medium text-amber-800">
                Achtung: überschneidet sich mit einer anderen Schicht dieser Person.
              </p>
            ) : null}
          </div>
          {editHref ? (
            <Form method="post" className="flex flex-wrap gap-1">
              <Link
                to={editHref(s.id)}
                className={buttonClass('outline', 'sm')}
                aria-label={`Schicht ${s.staffName ?? 'offen'} bearbeiten`}
              >
                Bearbeiten
              </Link>
              <input type="hidden" name="shift_id" value={s.id} />
              <Button
                type="submit"
                variant="ghost"
                size="sm"
                name="intent"
                value="delete-shift"
                aria-label={`Schicht ${s.staffName ?? 'offen'} löschen`}
              >
                Löschen
              </Button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
