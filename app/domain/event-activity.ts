import { formatCents, formatDate } from '~/utils/format'
import { eventStatusLabel } from './event-status'

// The event timeline in German: one sentence per entry kind. Other areas may
// record kinds this file does not know; they carry details.summary (or
// details.label), which is shown as it is. Pure.

export type ActivityView = { kind: string; details: Record<string, unknown> }

const str = (v: unknown) => (typeof v === 'string' ? v : null)
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const day = (v: unknown) => (num(v) === null ? 'keine' : formatDate(num(v)))

const SENTENCES: Record<string, (d: Record<string, unknown>) => string> = {
  'event-created': () => 'Veranstaltung angelegt',
  'event-edited': () => 'Veranstaltung bearbeitet',
  status: (d) => `Status geändert: ${eventStatusLabel(str(d.from) ?? '–')} → ${eventStatusLabel(str(d.to) ?? '–')}`,
  deadline: (d) => `Frist geändert: ${day(d.from)} → ${day(d.to)}`,
  'cart-unlocked': () => 'Warenkorb entsperrt, die offene Angebotsanfrage wurde zurückgezogen',
  'login-link-sent': (d) => (str(d.email) ? `Login-Link an ${str(d.email)} gesendet` : 'Login-Link gesendet'),
  'customer-first-sign-in': () => 'Kunde hat sich zum ersten Mal angemeldet',
  'customer-signed-in': () => 'Kunde hat sich angemeldet (letzte Anmeldung)',
  'offer-requested': (d) =>
    num(d.grossCents) === null ? 'Angebot angefordert' : `Angebot angefordert (${formatCents(num(d.grossCents)!)})`,
  'offer-accepted': () => 'Angebotsanfrage angenommen',
  'offer-declined': () => 'Angebotsanfrage abgelehnt',
  message: (d) => (d.by === 'customer' ? 'Nachricht vom Kunden' : 'Nachricht an den Kunden'),
}

/** The German sentence for a timeline entry; unknown kinds show details.summary, details.label or the kind. */
export function activitySentence(entry: ActivityView): string {
  const known = SENTENCES[entry.kind]
  if (known) return known(entry.details)
  return str(entry.details.summary) ?? str(entry.details.label) ?? entry.kind
}

export const TIMELINE_PAGE_SIZE = 50
