import { and, eq, gt, lte } from 'drizzle-orm'
import { messageNotifications } from '~/db/schema'
import { writeTransaction } from '~/utils/db.server'

// The mail window per thread and recipient (table message_notifications): at
// most one notification mail per NOTIFY_WINDOW_MS; what arrives in between is
// kept as pending and sent as one summary by the background job.

export const NOTIFY_WINDOW_MS = 10 * 60_000
const KEEP_SUMMARIES = 5

export type NotifySide = 'customer' | 'staff'
export type Decision = { send: true } | { send: false }

/**
 * Records a notice for (thread, recipient). Answers send: true when a mail may
 * go out now (the window is free: the send time is stored), else the notice
 * waits as pending for the job.
 */
export function admitNotice(
  tenantId: string,
  input: { eventId: string; side: NotifySide; recipient: string; summary: string },
  now = Date.now(),
): Decision {
  return writeTransaction((tx) => {
    const key = and(
      eq(messageNotifications.tenantId, tenantId),
      eq(messageNotifications.eventId, input.eventId),
      eq(messageNotifications.recipient, input.recipient),
    )
    const row = tx.select().from(messageNotifications).where(key).get()
    if (!row) {
      tx.insert(messageNotifications)
        .values({ tenantId, eventId: input.eventId, side: input.side, recipient: input.recipient, lastSentAt: now })
        .run()
      return { send: true }
    }
    if (row.pendingCount === 0 && (row.lastSentAt === null || row.lastSentAt <= now - NOTIFY_WINDOW_MS)) {
      tx.update(messageNotifications).set({ lastSentAt: now }).where(key).run()
      return { send: true }
    }
    const pending = [...(JSON.parse(row.pendingJson) as string[]), input.summary].slice(-KEEP_SUMMARIES)
    tx.update(messageNotifications)
      .set({
        pendingCount: row.pendingCount + 1,
        pendingJson: JSON.stringify(pending),
        pendingSince: row.pendingSince ?? now,
      })
      .where(key)
      .run()
    return { send: false }
  })
}

export type DueSummary = {
  tenantId: string
  eventId: string
  side: NotifySide
  recipient: string
  count: number
  summaries: string[]
}

/** Takes every pending summary whose window has passed (marking it sent now), for the job to mail. */
export function claimDueSummaries(now = Date.now()): DueSummary[] {
  return writeTransaction((tx) => {
    const due = tx
      .select()
      .from(messageNotifications)
      .where(
        and(gt(messageNotifications.pendingCount, 0), lte(messageNotifications.lastSentAt, now - NOTIFY_WINDOW_MS)),
      )
      .all()
    for (const row of due) {
      tx.update(messageNotifications)
        .set({ pendingCount: 0, pendingJson: '[]', pendingSince: null, lastSentAt: now })
        .where(eq(messageNotifications.id, row.id))
        .run()
    }
    return due.map((row) => ({
      tenantId: row.tenantId,
      eventId: row.eventId,
      side: row.side as NotifySide,
      recipient: row.recipient,
      count: row.pendingCount,
      summaries: JSON.parse(row.pendingJson) as string[],
    }))
  })
}
