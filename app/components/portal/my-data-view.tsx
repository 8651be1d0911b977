import type { CustomerDataExport } from '~/models/customer-data-export.server'
import { customerEventStatusLabel } from '~/domain/customer-status'
import { formatCents, formatDate, formatDateTime } from '~/utils/format'

const REQUEST_STATUS: Record<string, string> = {
  open: 'offen',
  accepted: 'angenommen',
  declined: 'abgelehnt',
  withdrawn: 'zurückgezogen',
}
const ts = (iso: string | null) => (iso ? formatDateTime(Date.parse(iso)) : '–')
const day = (iso: string | null) => (iso ? formatDate(Date.parse(iso)) : '–')

/** The readable copy of everything in the customer's data export. */
export function MyDataView({ data }: { data: CustomerDataExport }) {
  const p = data.profile
  return (
    <div className="space-y-6">
      <section aria-labelledby="my-profile" className="card p-4">
        <h2 id="my-profile" className="mb-2 text-lg font-semibold">
          Profil
        </h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>{p.name || '–'}</dd>
          <dt>E-Mail</dt>
          <dd>{p.email}</dd>
          <dt>Telefon</dt>
          <dd>{p.phone || '–'}</dd>
          <dt>Firma</dt>
          <dd>{p.company || '–'}</dd>
          <dt>Angelegt</dt>
          <dd>{ts(p.createdAt)}</dd>
          <dt>Letzte Anmeldung</dt>
          <dd>{ts(p.lastLoginAt)}</dd>
        </dl>
      </section>
      <section aria-labelledby="my-events" className="card p-4">
        <h2 id="my-events" className="mb-2 text-lg font-semibold">
          Veranstaltungen
        </h2>
        {data.events.length === 0 ? (
          <p className="text-sm text-muted-foreground">Keine Veranstaltungen.</p>
        ) : (
          <ul className="space-y-3">
            {data.events.map((e) => (
              <li key={e.id}>
                <p className="font-medium">{e.name}</p>
                <p className="text-sm">
                  {e.eventType} · {customerEventStatusLabel(e.status)} · {day(e.eventDate)} · Frist {day(e.deadlineAt)}{' '}
                  · {e.guestCount ?? '–'} Gäste
                  {e.budgetCents !== null ? ` · Budget ${formatCents(e.budgetCents)}` : ''}
                </p>
                {e.contactPerson || e.contactEmail || e.contactPhone ? (
                  <p className="text-sm text-muted-foreground">
                    Kontakt: {[e.contactPerson, e.contactEmail, e.contactPhone].filter(Boolean).join(', ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-selections" className="card p-4">
        <h2 id="my-selections" className="mb-2 text-lg font-semibold">
          Ausgewählte Services
        </h2>
        {data.selections.length === 0 ? (
          <p className="text-sm text-muted-foreground">Keine Auswahl.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {data.selections.map((s, i) => (
              <li key={`${s.eventId}-${i}`}>
                {s.service}: Menge {s.quantity}
                {s.adults !== null
                  ? `, ${s.adults} Erwachsene, ${s.children ?? 0} Kinder, ${s.toddlers ?? 0} Kleinkinder`
                  : ''}{' '}
                (geändert {ts(s.updatedAt)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-messages" className="card p-4">
        <h2 id="my-messages" className="mb-2 text-lg font-semibold">
          Nachrichten
        </h2>
        {data.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">Keine Nachrichten.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {data.messages.map((m, i) => (
              <li key={`${m.createdAt}-${i}`}>
                <span className="font-medium">{m.authorType === 'customer' ? 'Sie' : m.authorName}</span>,{' '}
                {ts(m.createdAt)}:<span className="block whitespace-pre-wrap">{m.body}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-files" className="card p-4">
        <h2 id="my-files" className="mb-2 text-lg font-semibold">
          Dateien
        </h2>
        {data.files.length === 0 ? (
          <p className="text-sm text-muted-foreground">Keine Dateien.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {data.files.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                {f.name} ({f.uploaderType === 'customer' ? 'von Ihnen hochgeladen' : 'für Sie freigegeben'},{' '}
                {ts(f.createdAt)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-requests" className="card p-4">
        <h2 id="my-requests" className="mb-2 text-lg font-semibold">
          Angebotsanfragen
        </h2>
        {data.offerRequests.length === 0 ? (
          <p className="text-sm text-muted-foreground">Keine Angebotsanfragen.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {data.offerRequests.map((r) => (
              <li key={r.id}>
                {r.eventName}: {formatCents(r.grossCents)} brutto, {REQUEST_STATUS[r.status] ?? r.status}, angefragt{' '}
                {ts(r.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
