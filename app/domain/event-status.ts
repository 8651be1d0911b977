// Event status (docs/product.md §4.4): German labels and badge styles, pure.

/** The badge style a status shows with (the variant names of the UI's badge). */
export type StatusBadgeStyle = 'default' | 'secondary' | 'destructive' | 'outline'

export const EVENT_STATUSES = ['draft', 'confirmed', 'completed', 'cancelled'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Entwurf',
  confirmed: 'Bestätigt',
  completed: 'Abgeschlossen',
  cancelled: 'Abgesagt',
}

/** 'active' appears in the overview counts (docs/product.md §4.4) but is not offered in the form. */
const EXTRA_LABELS: Record<string, string> = { active: 'Aktiv' }

/** The German label; unknown values are shown raw. */
export function eventStatusLabel(status: string) {
  return (EVENT_STATUS_LABELS as Record<string, string>)[status] ?? EXTRA_LABELS[status] ?? status
}

/** confirmed default, completed secondary, cancelled destructive, others outline. */
export function eventStatusVariant(status: string): StatusBadgeStyle {
  if (status === 'confirmed') return 'default'
  if (status === 'completed') return 'secondary'
  if (status === 'cancelled') return 'destructive'
  return 'outline'
}

export function isEventStatus(value: string): value is EventStatus {
  return (EVENT_STATUSES as readonly string[]).includes(value)
}

/**
 * The allowed status changes of the event page: Entwurf → Bestätigt
 * → Abgeschlossen; Entwurf or Bestätigt → Abgesagt; Abgesagt → Entwurf (reopen).
 * Anything else is refused by the server.
 */
export const STATUS_TRANSITIONS: Record<EventStatus, readonly EventStatus[]> = {
  draft: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: ['draft'],
}

/** The button label for a change to this status. */
export const STATUS_ACTION_LABELS: Record<EventStatus, string> = {
  draft: 'Wieder öffnen',
  confirmed: 'Bestätigen',
  completed: 'Abschließen',
  cancelled: 'Absagen',
}

/** The statuses an event in `from` may change to (none for an unknown status such as 'active'). */
export function allowedTransitions(from: string): readonly EventStatus[] {
  return isEventStatus(from) ? STATUS_TRANSITIONS[from] : []
}

export function canTransition(from: string, to: string): to is EventStatus {
  return allowedTransitions(from).includes(to as EventStatus)
}

export const STATUS_REFUSED_MESSAGE = 'Dieser Statuswechsel ist nicht erlaubt.'
