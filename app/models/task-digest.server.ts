import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { eventTasks, events, profiles, users } from '~/db/schema'
import { getDb } from '~/utils/db.server'

// The morning task mail ('Morgens eine E-Mail mit meinen Aufgaben des Tages'):
// who asked for it and has something due, the tasks themselves, and the claim
// that makes it at most one mail per person and Berlin day.

/** Opted-in staff users with an open task due on `today` or before, not yet mailed on `today`. */
export function taskDigestCandidates(today: string) {
  return getDb()
    .selectDistinct({
      tenantId: profiles.tenantId,
      userId: profiles.userId,
      email: users.email,
      fullName: profiles.fullName,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(
      eventTasks,
      and(eq(eventTasks.tenantId, profiles.tenantId), eq(eventTasks.assigneeUserId, profiles.userId)),
    )
    .where(
      and(
        eq(profiles.taskDigest, true),
        sql`${profiles.tenantId} is not null`,
        or(isNull(profiles.taskDigestSentOn), ne(profiles.taskDigestSentOn, today)),
        isNull(eventTasks.doneAt),
        lte(eventTasks.dueOn, today),
      ),
    )
    .orderBy(asc(profiles.tenantId), asc(profiles.userId))
    .all()
    .map((row) => ({ ...row, tenantId: row.tenantId! }))
}

/** One person's open tasks due on `today` or before, overdue first, with the event. */
export function dueTasksOf(tenantId: string, userId: string, today: string) {
  return getDb()
    .select({
      id: eventTasks.id,
      title: eventTasks.title,
      dueOn: eventTasks.dueOn,
      eventId: eventTasks.eventId,
      eventName: events.name,
    })
    .from(eventTasks)
    .innerJoin(events, and(eq(events.id, eventTasks.eventId), eq(events.tenantId, eventTasks.tenantId)))
    .where(
      and(
        eq(eventTasks.tenantId, tenantId),
        eq(eventTasks.assigneeUserId, userId),
        isNull(eventTasks.doneAt),
        lte(eventTasks.dueOn, today),
      ),
    )
    .orderBy(asc(eventTasks.dueOn), asc(events.name), asc(eventTasks.title))
    .all()
}

/**
 * Records that the person's mail for `today` goes out; true only for the
 * first claim of the day (a second run, or a second process, gets false).
 */
export function claimTaskDigest(tenantId: string, userId: string, today: string) {
  const result = getDb()
    .update(profiles)
    .set({ taskDigestSentOn: today })
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.userId, userId),
        eq(profiles.taskDigest, true),
        or(isNull(profiles.taskDigestSentOn), ne(profiles.taskDigestSentOn, today)),
      ),
    )
    .run()
  return result.changes === 1
}
