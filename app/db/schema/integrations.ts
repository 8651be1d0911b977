import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, createdAt } from './columns'
import { tenants, users } from './accounts'

/**
 * API keys of a tenant (ADR 123): the key is shown once, only its SHA-256 is
 * stored; `prefix` is the visible start ('fp_live_abcd…') so admins can tell
 * keys apart. `scope` is 'read' or 'read-write'. Revoked keys keep their row.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** requests per minute for this key; null: the default (API_RATE in app/services/api/api.server.ts) */
    rateLimit: integer('rate_limit'),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_tenant_idx').on(t.tenantId, t.createdAt)],
)

/**
 * Webhook endpoints of a tenant. `secret` ('whsec_' + base64 of 32
 * random bytes) signs every delivery (HMAC, Standard Webhooks), so it must be
 * kept readable; it is shown to the admin once and never again. `events` is a
 * space-separated list of subscribed types. `failingSince` marks the first
 * failed attempt of an unbroken run of failures; after 3 days the endpoint is
 * disabled (`disabledAt`).
 */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').notNull(),
    secret: text('secret').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    failingSince: integer('failing_since'),
    disabledAt: integer('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_tenant_idx').on(t.tenantId, t.createdAt)],
)

/**
 * The outbox: one row per (change, subscribed endpoint), written in the same
 * transaction as the change. `messageId` is the `webhook-id` header and stays
 * the same on every retry and after restarts. status: 'pending' | 'delivered' | 'failed'.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    lastAttemptAt: integer('last_attempt_at'),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    lastError: text('last_error'),
    deliveredAt: integer('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.tenantId, t.endpointId, t.createdAt),
  ],
)
