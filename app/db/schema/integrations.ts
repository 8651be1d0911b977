import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, createdAt } from './columns'
import { tenants, users } from './accounts'

/**
 * API keys of a tenant (issue 23): the key is shown once, only its SHA-256 is
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
    /** requests per minute for this key; null: the default (API_RATE in app/utils/api.server.ts) */
    rateLimit: integer('rate_limit'),
    lastUsedAt: integer('last_used_at'),
    revokedAt: integer('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_tenant_idx').on(t.tenantId, t.createdAt)],
)
