import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { eventActivities } from '~/db/schema'
import { getDb, preparedQuery, type Tx } from '~/utils/db.server'

// The event timeline (schema: app/db/schema/activity.ts). Every area records
// its own entries here; pass the transaction of the change when there is one,
// so the entry and the change commit together.

export type ActivityActor =
  { type: 'staff'; id: string; name: string } | { type: 'customer'; id: string; name: string } | { type: 'system' }

export type ActivityInput = {
  eventId: string
  kind: string
  actor: ActivityActor
  details?: Record<string, string | number | boolean | null>
  at?: number
}

export function recordEventActivity(tenantId: string, input: ActivityInput, tx?: Tx) {
  const db = tx ?? getDb()
  db.insert(eventActivities)
    .values({
      tenantId,
      eventId: input.eventId,
      kind: input.kind,
      actorType: input.actor.type,
      actorId: input.actor.type === 'system' ? null : input.actor.id,
      actorName: input.actor.type === 'system' ? null : input.actor.name,
      detailsJson: JSON.stringify(input.details ?? {}),
      createdAt: input.at ?? Date.now(),
    })
    .run()
}

const timelineWhere = and(
  eq(eventActivities.tenantId, sql.placeholder('tenantId')),
  eq(eventActivities.eventId, sql.placeholder('eventId')),
)
// Compiled once per connection, the page read as arrays (see listMessages);
// the index (tenant_id, event_id, created_at, id) gives the order.
const timelineCount = preparedQuery((db) =>
  db.select({ n: count() }).from(eventActivities).where(timelineWhere).prepare(),
)
const timelinePage = preparedQuery((db) =>
  db
    .select({
      id: eventActivities.id,
      kind: eventActivities.kind,
      actorType: eventActivities.actorType,
      actorName: eventActivities.actorName,
      detailsJson: eventActivities.detailsJson,
      createdAt: eventActivities.createdAt,
    })
    .from(eventActivities)
    .where(timelineWhere)
    .orderBy(desc(eventActivities.createdAt), desc(eventActivities.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(),
)
type TimelineRow = [
  id: string,
  kind: string,
  actorType: string,
  actorName: string | null,
  detailsJson: string,
  createdAt: number,
]

/** One page of an event's timeline, newest first. */
export function listEventActivities(tenantId: string, eventId: string, options: { page: number; pageSize: number }) {
  const total = timelineCount().get({ tenantId, eventId })?.n ?? 0
  const values = timelinePage().values({
    tenantId,
    eventId,
    limit: options.pageSize,
    offset: (options.page - 1) * options.pageSize,
  }) as TimelineRow[]
  const rows = values.map(([id, kind, actorType, actorName, detailsJson, createdAt]) => ({
    id,
    kind,
    actorType,
    actorName,
    createdAt,
    details: JSON.parse(detailsJson) as Record<string, unknown>,
  }))
  return { total, rows }
}

/** The actor of a signed-in staff member (name at the time, else the e-mail). */
export function staffActor(staff: {
  userId: string
  profile: { fullName: string | null }
  user: { email: string }
}): ActivityActor {
  return { type: 'staff', id: staff.userId, name: staff.profile.fullName || staff.user.email }
}

/** After the edit form saved: 'event-edited', plus 'status' when the status changed, plus 'deadline' when the deadline changed. */
export function recordEventEdit(
  tenantId: string,
  before: { id: string; status: string; deadlineAt: number | null },
  after: { status?: string; deadlineAt: number | null },
  actor: ActivityActor,
) {
  recordEventActivity(tenantId, { eventId: before.id, kind: 'event-edited', actor })
  if (after.status && after.status !== before.status) {
    recordEventActivity(tenantId, {
      eventId: before.id,
      kind: 'status',
      actor,
      details: { from: before.status, to: after.status },
    })
  }
  if (after.deadlineAt !== before.deadlineAt) {
    recordEventActivity(tenantId, {
      eventId: before.id,
      kind: 'deadline',
      actor,
      details: { from: before.deadlineAt, to: after.deadlineAt },
    })
  }
}

/**
 * Keeps only the newest entry of this kind per event (the customer's last
 * sign-in): older ones of the kind are removed, then the new one is written.
 */
export function replaceEventActivity(
  tenantId: string,
  eventIds: string[],
  input: Omit<ActivityInput, 'eventId'>,
  tx?: Tx,
) {
  if (eventIds.length === 0) return
  const db = tx ?? getDb()
  db.delete(eventActivities)
    .where(
      and(
        eq(eventActivities.tenantId, tenantId),
        inArray(eventActivities.eventId, eventIds),
        eq(eventActivities.kind, input.kind),
      ),
    )
    .run()
  for (const eventId of eventIds) recordEventActivity(tenantId, { ...input, eventId }, tx)
}
