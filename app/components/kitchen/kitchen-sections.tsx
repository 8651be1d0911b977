import type { ReactNode } from 'react'
import type { KitchenSheet, SheetLine } from '~/domain/kitchen/kitchen-sheet'
import { formatQuantity } from '~/domain/kitchen/quantity'
import { ShiftList, type ShiftRow } from '~/components/staffing/shift-list'

// The Küchenzettel is a stack of sections; a further section (e.g. the run of
// show) is one more <KitchenSection> in the page.

export function KitchenSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid break-inside-avoid gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function GuestsSection({ sheet }: { sheet: KitchenSheet }) {
  return (
    <KitchenSection id="kitchen-guests" title="Gäste">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="guest-counts">
        <dt>Gäste gesamt</dt>
        <dd>{sheet.guestCount ?? 'nicht angegeben'}</dd>
        {sheet.regularCount !== null ? (
          <>
            <dt>Ohne besondere Ernährung</dt>
            <dd>{sheet.regularCount}</dd>
          </>
        ) : null}
        {sheet.diets.map((d) => (
          <GuestRow key={d.code} label={d.label} count={d.count} names={d.names} />
        ))}
        {sheet.allergies.map((a) => (
          <GuestRow key={a.code} label={`Allergie: ${a.label}`} count={a.count} names={a.names} />
        ))}
      </dl>
    </KitchenSection>
  )
}

function GuestRow({ label, count, names }: { label: string; count: number; names: string | null }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {count}
        {names ? ` (${names})` : ''}
      </dd>
    </>
  )
}

export function LinesSection({ id, title, lines }: { id: string; title: string; lines: SheetLine[] }) {
  return (
    <KitchenSection id={id} title={title}>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">Keine Positionen.</p>
      ) : (
        <ul className="grid gap-2">
          {lines.map((l, i) => (
            <li key={`${l.text}-${i}`} className="rounded-md border p-3 text-sm" data-testid="kitchen-line">
              <p className="font-medium">
                {formatQuantity(l.quantityMilli)} {l.unitLabel} · {l.text}
              </p>
              {l.dietTags.length ? <p>{l.dietTags.join(', ')}</p> : null}
              <p>
                Allergene:{' '}
                {l.allergens.length
                  ? l.allergens.map((a, j) => (
                      <span key={a.code}>
                        {j ? ', ' : ''}
                        {a.label}
                        {a.guests ? (
                          <strong>{` (betrifft ${a.guests.count} ${a.guests.count === 1 ? 'Gast' : 'Gäste'}${a.guests.names ? `: ${a.guests.names}` : ''})`}</strong>
                        ) : null}
                      </span>
                    ))
                  : 'keine'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </KitchenSection>
  )
}

export function StaffOnDutySection({ shifts }: { shifts: ShiftRow[] }) {
  return (
    <KitchenSection id="kitchen-staff" title="Personal im Dienst">
      <ShiftList shifts={shifts} />
    </KitchenSection>
  )
}

/** Venue and times (set-up to tear-down); left out while none is known. */
export function EventDaySection({ venue, times }: { venue: string[]; times: string[] }) {
  if (!venue.length && !times.length) return null
  return (
    <KitchenSection id="kitchen-venue" title="Ort und Zeiten">
      <ul className="grid gap-1 text-sm">
        {[...venue, ...times].map((line, i) => (
          <li key={`${line}-${i}`}>{line}</li>
        ))}
      </ul>
    </KitchenSection>
  )
}

type RunOfShowItem = {
  id: string
  clock: string
  title: string
  location: string | null
  responsible: string | null
  notes: string | null
}

/** The whole Ablaufplan (the team's copy) in its order. */
export function RunOfShowSection({ entries }: { entries: RunOfShowItem[] }) {
  return (
    <KitchenSection id="kitchen-run-of-show" title="Ablaufplan">
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch kein Eintrag im Ablaufplan.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Ablaufplan">
          {entries.map((e) => (
            <li key={e.id} className="rounded-md border p-3 text-sm" data-testid="kitchen-run-of-show">
              <p className="font-medium">
                {e.clock} · {e.title}
              </p>
              {e.location ? <p>Wo: {e.location}</p> : null}
              {e.responsible ? <p>Verantwortlich: {e.responsible}</p> : null}
              {e.notes ? <p className="whitespace-pre-line">{e.notes}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </KitchenSection>
  )
}
