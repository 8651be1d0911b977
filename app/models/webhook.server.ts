import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm'
import { profiles, users, webhookDeliveries, webhookEndpoints } from '~/db/schema'
import { afterFailure, parseEventList, shouldDisable } from '~/domain/webhooks/events'
import { getDb, writeTransaction } from '~/utils/db.server'
import { ownRow } from './find-own.server'

// Webhook endpoints and their delivery log (ADR 123). Tenant functions take
// tenantId first; the sender's functions (dueDeliveries, recordAttempt) work
// across tenants for the one background job and never leave the job.

export type WebhookEndpointView = ReturnType<typeof listWebhookEndpoints>[number]

/** 'whsec_' + base64 of 32 random bytes, the Standard Webhooks secret format. */
export function createWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64')}`
}

const publicColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  failingSince: webhookEndpoints.failingSince,
  disabledAt: webhookEndpoints.disabledAt,
  createdAt: webhookEndpoints.createdAt,
}

export function createWebhookEndpoint(
  tenantId: string,
  input: { url: string; events: string[]; createdBy: string | null },
) {
  const secret = createWebhookSecret()
  const row = getDb()
    .insert(webhookEndpoints)
    .values({ tenantId, url: input.url, events: input.events.join(' '), secret, createdBy: input.createdBy })
    .returning(publicColumns)
    .get()
  return { secret, row }
}

export function listWebhookEndpoints(tenantId: string) {
  return getDb()
    .select(publicColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .orderBy(desc(webhookEndpoints.createdAt))
    .all()
    .map((e) => ({ ...e, events: parseEventList(e.events) }))
}

export function findWebhookEndpoint(tenantId: string, endpointId: string) {
  const row = getDb()
    .select(publicColumns)
    .from(webhookEndpoints)
    .where(ownRow(webhookEndpoints, tenantId, endpointId))
    .get()
  return row ? { ...row, events: parseEventList(row.events) } : null
}

export function deleteWebhookEndpoint(tenantId: string, endpointId: string) {
  return (
    getDb()
      .delete(webhookEndpoints)
      .where(ownRow(webhookEndpoints, tenantId, endpointId))
      .run().changes > 0
  )
}

/** A disabled endpoint receives again; its failure run starts afresh. */
export function enableWebhookEndpoint(tenantId: string, endpointId: string) {
  return (
    getDb()
      .update(webhookEndpoints)
      .set({ disabledAt: null, failingSince: null })
      .where(ownRow(webhookEndpoints, tenantId, endpointId))
      .run().changes > 0
  )
}

export const DELIVERIES_SHOWN = 50

export function listDeliveries(tenantId: string, endpointId: string, limit = DELIVERIES_SHOWN) {
  return getDb()
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      responseStatus: webhookDeliveries.responseStatus,
      durationMs: webhookDeliveries.durationMs,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit)
    .all()
}

/** 'Erneut senden': the same message (same webhook-id) is due now, one more attempt. */
export function resendDelivery(tenantId: string, endpointId: string, deliveryId: string, now = Date.now()) {
  return (
    getDb()
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now })
      .where(
        and(
          eq(webhookDeliveries.tenantId, tenantId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.id, deliveryId),
        ),
      )
      .run().changes > 0
  )
}

// ---- the sender (background job only) ----

export type DueDelivery = Awaited<ReturnType<typeof dueDeliveries>>[number]

/** Pending rows whose time has come, oldest first, of endpoints that are not disabled. */
export function dueDeliveries(now: number, limit = 20) {
  return getDb()
    .select({
      id: webhookDeliveries.id,
      tenantId: webhookDeliveries.tenantId,
      endpointId: webhookDeliveries.endpointId,
      messageId: webhookDeliveries.messageId,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
      createdAt: webhookDeliveries.createdAt,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      and(
        eq(webhookEndpoints.id, webhookDeliveries.endpointId),
        eq(webhookEndpoints.tenantId, webhookDeliveries.tenantId),
      ),
    )
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.createdAt))
    .limit(limit)
    .all()
}

export type AttemptResult = { ok: boolean; status: number | null; durationMs: number; error: string | null }

/**
 * Stores one attempt and its consequences in one transaction: delivered, or
 * the next try (backoff), or failed after 24 h; the endpoint's failure run,
 * and disabling after 3 days. Returns what happened for mails.
 */
export function recordAttempt(delivery: DueDelivery, result: AttemptResult, now: number) {
  return writeTransaction((tx) => {
    const attempts = delivery.attempts + 1
    const common = {
      attempts,
      lastAttemptAt: now,
      responseStatus: result.status,
      durationMs: result.durationMs,
      lastError: result.error,
    }
    const endpointWhere = and(
      eq(webhookEndpoints.tenantId, delivery.tenantId),
      eq(webhookEndpoints.id, delivery.endpointId),
    )
    if (result.ok) {
      tx.update(webhookDeliveries)
        .set({ ...common, status: 'delivered', deliveredAt: now })
        .where(eq(webhookDeliveries.id, delivery.id))
        .run()
      tx.update(webhookEndpoints).set({ failingSince: null }).where(endpointWhere).run()
      return { delivered: true, failed: false, disabled: false }
    }
    const next = afterFailure(delivery.createdAt, attempts, now)
    tx.update(webhookDeliveries)
      .set({
        ...common,
        status: next.status,
        ...(next.status === 'pending' ? { nextAttemptAt: next.nextAttemptAt } : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id))
      .run()
    const endpoint = tx
      .select({ failingSince: webhookEndpoints.failingSince, disabledAt: webhookEndpoints.disabledAt })
      .from(webhookEndpoints)
      .where(endpointWhere)
      .get()
    const failingSince = endpoint?.failingSince ?? now
    const disabled = !endpoint?.disabledAt && shouldDisable(failingSince, now)
    tx.update(webhookEndpoints)
      .set({ failingSince, ...(disabled ? { disabledAt: now } : {}) })
      .where(endpointWhere)
      .run()
    return { delivered: false, failed: next.status === 'failed', disabled }
  })
}

export function tenantAdminEmails(tenantId: string) {
  return getDb()
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.role, ['tenant_admin'])))
    .all()
    .map((r) => r.email)
}
