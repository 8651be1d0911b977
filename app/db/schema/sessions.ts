import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt } from './columns'
import { tenants, users } from './accounts'
import { endCustomers } from './customers'

/** One row per signed-in browser; the cookie carries the signed token, the row its SHA-256. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['staff', 'customer'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    endCustomerId: text('end_customer_id').references(() => endCustomers.id, {
      onDelete: 'cascade',
    }),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_end_customer_id_idx').on(t.endCustomerId),
    index('sessions_tenant_id_idx').on(t.tenantId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
)
