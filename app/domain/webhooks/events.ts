// Webhook event types (docs/features/api-and-webhooks.md) with their German labels.

export const WEBHOOK_EVENTS = {
  'event.created': 'Veranstaltung angelegt',
  'event.updated': 'Veranstaltung geändert',
  'event.status_changed': 'Status einer Veranstaltung geändert',
  'customer.created': 'Kunde angelegt',
  'offer_request.created': 'Angebotsanfrage eingegangen',
  'offer.accepted': 'Angebot angenommen',
  'invoice.finalized': 'Rechnung festgeschrieben',
  'invoice.paid': 'Rechnung bezahlt',
  'message.created': 'Nachricht eingegangen',
  'task.completed': 'Aufgabe erledigt',
} as const

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[]

export function isWebhookEventType(value: string): value is WebhookEventType {
  return Object.hasOwn(WEBHOOK_EVENTS, value)
}

/** Stored as a space-separated list; unknown names (from older versions) are dropped. */
export function parseEventList(stored: string): WebhookEventType[] {
  return stored.split(' ').filter(isWebhookEventType)
}

/**
 * Pauses after the n-th failed attempt (1-based), after the Standard Webhooks
 * recommendation: 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h. Deliveries
 * give up once 24 h have passed since the change.
 */
const BACKOFF_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]
export const GIVE_UP_AFTER_MS = 24 * 3_600_000
export const DISABLE_AFTER_MS = 3 * 24 * 3_600_000

export function retryDelayMs(failedAttempts: number) {
  return BACKOFF_MS[Math.min(Math.max(failedAttempts, 1), BACKOFF_MS.length) - 1]!
}

export type AttemptOutcome = { ok: true } | { ok: false }

/** What follows a failed attempt: the next try, or giving up after 24 h. */
export function afterFailure(createdAt: number, failedAttempts: number, now: number) {
  const next = now + retryDelayMs(failedAttempts)
  return next - createdAt > GIVE_UP_AFTER_MS
    ? ({ status: 'failed' } as const)
    : ({ status: 'pending', nextAttemptAt: next } as const)
}

/** An endpoint that has failed without a success for 3 days is disabled. */
export function shouldDisable(failingSince: number | null, now: number) {
  return failingSince !== null && now - failingSince >= DISABLE_AFTER_MS
}
