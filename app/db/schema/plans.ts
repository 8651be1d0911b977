import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, createdAt } from './columns'
import { tenants, users } from './accounts'

/**
 * A tenant admin's request for a plan. The platform owner approves
 * (plan set, status 'active_paid') or declines; a payment provider can later
 * take the owner's place in that step.
 */
export const planRequests = sqliteTable(
  'plan_requests',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['starter', 'pro', 'business'] }).notNull(),
    status: text('status', { enum: ['requested', 'approved', 'declined', 'withdrawn'] })
      .notNull()
      .default('requested'),
    requestedByUserId: text('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the tenant's name, the requesting admin and the billing data at the time */
    billingJson: text('billing_json').notNull().default('{}'),
    createdAt: createdAt(),
    decidedAt: integer('decided_at'),
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('plan_requests_tenant_idx').on(t.tenantId, t.createdAt),
    index('plan_requests_status_idx').on(t.status, t.createdAt),
  ],
)

/** One row per run of a retention job: what it removed, so a run can be audited. */
export const retentionRuns = sqliteTable(
  'retention_runs',
  {
    id: id(),
    job: text('job').notNull(),
    startedAt: integer('started_at').notNull(),
    finishedAt: integer('finished_at'),
    detailsJson: text('details_json').notNull().default('{}'),
  },
  (t) => [index('retention_runs_started_idx').on(t.startedAt)],
)
