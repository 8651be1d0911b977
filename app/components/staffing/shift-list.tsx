import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { staffRoleLabel } from '~/domain/staffing/roles'
import { berlinClock } from '~/domain/staffing/local-time'
import { formatDate } from '~/utils/format'

export type ShiftRow = { id: string; role: string; staffName: string | null; staffPhone: string | null; startsAt: number; endsAt: number; breakMinutes: number; overlaps: boolean }

/** The event's shifts (also the phone's staff list); `editable` adds the delete buttons. */
export function ShiftList({ shifts, editable }: { shifts: ShiftRow[]; editable: boolean }) {
  if (!shifts.length) return <p className="text-muted-foreground">Noch keine Schichten.</p>
  return (
    <ul className="grid gap-2" aria-label="Schichten">
      {shifts.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3" data-testid="shift">
          <div className="min-w-0">
            <p className="font-medium">
              {s.staffName ?? 'Noch offen'} · {staffRoleLabel(s.role)}
            </p>
            <p className="text-sm">
              {formatDate(s.startsAt)}, {berlinClock(s.startsAt)}–{berlinClock(s.endsAt)} Uhr{s.breakMinutes ? `, ${s.breakMinutes} Min. Pause` : ''}
            </p>
            {s.staffPhone ? (
              <a className="text-sm underline" href={`tel:${s.staffPhone.replace(/[^+\d]/g, '')}`}>{s.staffPhone}</a>
            ) : null}
            {s.overlaps ? <p className="text-sm font-medium text-amber-800">Achtung: überschneidet sich mit einer anderen Schicht dieser Person.</p> : null}
          </div>
          {editable ? (
            <Form method="post">
              <input type="hidden" name="shift_id" value={s.id} />
              <Button type="submit" variant="ghost" size="sm" name="intent" value="delete-shift" aria-label={`Schicht ${s.staffName ?? 'offen'} löschen`}>Löschen</Button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
