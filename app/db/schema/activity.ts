import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, createdAt } from './columns'
import { tenants } from './accounts'
import { events } from './planning'

/**
 * The event page's timeline: one row per thing that happened to an event
 * (created, edited, status change, login link, sign-in, offer request, message,
 * file upload, offer sent, invoice finalised …). Written by the model of the
 * change, in the same transaction where there is one. `kind` names the entry
 * (app/domain/event-activity.ts turns it into German), `details_json` holds
 * what the sentence needs (names, old and new values), never a token.
 */
export const eventActivities = sqliteTable(
  'event_activities',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** 'staff' | 'customer' | 'system' */
    actorType: text('actor_type').notNull().default('system'),
    actorId: text('actor_id'),
    /** the actor's name at the time, so the entry reads the same after a rename or delete */
    actorName: text('actor_name'),
    detailsJson: text('details_json').notNull().default('{}'),
    createdAt: createdAt(),
  },
  // with id: a timeline page (created_at, id newest first) is read from the index in order
  (t) => [index('event_activities_tenant_event_created_id_idx').on(t.tenantId, t.eventId, t.createdAt, t.id)],
)
