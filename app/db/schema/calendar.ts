import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, createdAt, bool } from './columns'
import { tenants, users } from './accounts'

/**
 * Personal calendar subscriptions ('Kalender-Abo', ADR 118). The URL carries
 * a token of 32 random bytes; only its SHA-256 is kept. `scope` 'all' = every
 * event of the tenant, 'mine' = events assigned to the user. A revoked feed
 * keeps its row (revoked_at) so the settings page can list it; the feed route
 * answers 404 for it. last_used_at is bookkeeping (ADR 118).
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['all', 'mine'] }).notNull(),
    /** the feed also lists the holder's open tasks on their due day (ADR 137) */
    includeTasks: bool('include_tasks').notNull().default(false),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: integer('revoked_at'),
    lastUsedAt: integer('last_used_at'),
  },
  (t) => [index('calendar_feeds_tenant_user_idx').on(t.tenantId, t.userId)],
)
