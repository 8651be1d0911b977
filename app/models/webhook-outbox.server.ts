import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { webhookDeliveries, webhookEndpoints } from '~/db/schema'
import { parseEventList, type WebhookEventType } from '~/domain/webhooks/events'
import type { Event } from '~/db/schema'
import { eventJson } from '~/domain/api/serialize'
import type { Tx } from '~/utils/db.server'

// The webhook outbox (ADR 123): a change calls enqueueWebhook inside its own
// write transaction, so the delivery rows exist exactly when the change does.
// The background job (app/jobs/webhooks.server.ts) sends them later.

export function newMessageId() {
  return `msg_${randomUUID().replaceAll('-', '')}`
}

/** One pending row per active endpoint of the tenant subscribed to `type`; the same webhook-id for all of them. */
export function enqueueWebhook(
  tenantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  tx: Tx,
  now = Date.now(),
) {
  const endpoints = tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), isNull(webhookEndpoints.disabledAt)))
    .all()
    .filter((e) => parseEventList(e.events).includes(type))
  if (endpoints.length === 0) return
  const messageId = newMessageId()
  const payload = JSON.stringify({ type, timestamp: new Date(now).toISOString(), data })
  tx.insert(webhookDeliveries)
    .values(
      endpoints.map((e) => ({
        tenantId,
        endpointId: e.id,
        messageId,
        eventType: type,
        payload,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .run()
}

/** event.updated, and event.status_changed when the status moved. */
export function enqueueEventChange(tenantId: string, row: Event, previousStatus: string, tx: Tx) {
  enqueueWebhook(tenantId, 'event.updated', eventJson(row), tx)
  if (previousStatus !== row.status)
    enqueueWebhook(tenantId, 'event.status_changed', { ...eventJson(row), previous_status: previousStatus }, tx)
}
