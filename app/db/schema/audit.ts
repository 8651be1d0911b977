import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, createdAt } from './columns'
import { tenants, users } from './accounts'

export const securityEvents = sqliteTable(
  'security_events',
  {
    id: id(),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    details: text('details').notNull().default('{}'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('security_events_actor_user_id_idx').on(t.actorUserId),
  ],
)

/** Fixed-window counters: one row per (bucket key, window start). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
)

/**
 * Sign-in delay per account (ADR 115): failed passwords in a row and the time
 * before the next attempt is checked. `key` is the SHA-256 of the normalised
 * address, or of `known:<address>` for browsers the account signed in on before.
 */
export const signInDelays = sqliteTable('sign_in_delays', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  delayedUntil: integer('delayed_until').notNull().default(0),
  updatedAt: integer('updated_at').notNull(),
})
