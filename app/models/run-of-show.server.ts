import { and, asc, eq } from 'drizzle-orm'
import { events, profiles, runOfShowEntries, staffMembers, templateRunOfShowEntries } from '~/db/schema'
import { timeFromStart } from '~/domain/event-day/run-of-show'
import type { RunOfShowValues } from '~/forms/run-of-show'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { deleteScopedRow, moveOrderedRow, nextPosition, reorderRows } from './list-rows.server'
import { ownsRow } from './find-own.server'

// An event's run of show ('Ablaufplan'). Every function takes tenantId first
// and filters by it and by the event; an entry of another event or tenant is
// never found (the caller answers 404).

export type RunOfShowRow = {
  id: string
  position: number
  time: string | null
  durationMinutes: number | null
  title: string
  location: string | null
  responsibleUserId: string | null
  responsibleText: string | null
  responsibleName: string | null
  responsibleStaffId: string | null
  responsibleStaffName: string | null
  notes: string | null
  visibleToCustomer: boolean
}

const mine = (tenantId: string, eventId: string) =>
  and(eq(runOfShowEntries.tenantId, tenantId), eq(runOfShowEntries.eventId, eventId))

/** The entries in the planner's order; `onlyVisible` for the customer. */
export function listRunOfShow(tenantId: string, eventId: string, { onlyVisible = false } = {}): RunOfShowRow[] {
  return getDb()
    .select({
      id: runOfShowEntries.id,
      position: runOfShowEntries.position,
      time: runOfShowEntries.time,
      durationMinutes: runOfShowEntries.durationMinutes,
      title: runOfShowEntries.title,
      location: runOfShowEntries.location,
      responsibleUserId: runOfShowEntries.responsibleUserId,
      responsibleText: runOfShowEntries.responsibleText,
      responsibleName: profiles.fullName,
      responsibleStaffId: runOfShowEntries.responsibleStaffId,
      responsibleStaffName: staffMembers.name,
      notes: runOfShowEntries.notes,
      visibleToCustomer: runOfShowEntries.visibleToCustomer,
    })
    .from(runOfShowEntries)
    .leftJoin(
      profiles,
      and(eq(profiles.userId, runOfShowEntries.responsibleUserId), eq(profiles.tenantId, runOfShowEntries.tenantId)),
    )
    .leftJoin(
      staffMembers,
      and(
        eq(staffMembers.id, runOfShowEntries.responsibleStaffId),
        eq(staffMembers.tenantId, runOfShowEntries.tenantId),
      ),
    )
    .where(
      onlyVisible
        ? and(mine(tenantId, eventId), eq(runOfShowEntries.visibleToCustomer, true))
        : mine(tenantId, eventId),
    )
    .orderBy(asc(runOfShowEntries.position), asc(runOfShowEntries.createdAt))
    .all()
}

export function findRunOfShowEntry(tenantId: string, eventId: string, entryId: string) {
  return (
    getDb()
      .select()
      .from(runOfShowEntries)
      .where(and(mine(tenantId, eventId), eq(runOfShowEntries.id, entryId)))
      .get() ?? null
  )
}

/** Adds at the end; null when the event is not this tenant's. */
export function addRunOfShowEntry(tenantId: string, eventId: string, values: RunOfShowValues) {
  return writeTransaction((tx) => {
    if (!ownsRow(events, tenantId, eventId, tx)) return null
    return tx
      .insert(runOfShowEntries)
      .values({ ...values, tenantId, eventId, position: nextPosition(tx, runOfShowEntries, mine(tenantId, eventId)) })
      .returning({ id: runOfShowEntries.id })
      .get()
  })
}

export function updateRunOfShowEntry(tenantId: string, eventId: string, entryId: string, values: RunOfShowValues) {
  return (
    getDb()
      .update(runOfShowEntries)
      .set(values)
      .where(and(mine(tenantId, eventId), eq(runOfShowEntries.id, entryId)))
      .run().changes > 0
  )
}

export function deleteRunOfShowEntry(tenantId: string, eventId: string, entryId: string) {
  return deleteScopedRow(runOfShowEntries, mine(tenantId, eventId), entryId)
}

/** One step up or down (the buttons without JavaScript); false when the entry is not this event's. */
export function moveRunOfShowEntry(tenantId: string, eventId: string, entryId: string, direction: 'up' | 'down') {
  return moveOrderedRow(runOfShowEntries, mine(tenantId, eventId), entryId, direction)
}

/** A whole new order (drag and drop); refused (false) unless it names exactly the event's entries. */
export function reorderRunOfShow(tenantId: string, eventId: string, ids: string[]) {
  return reorderRows(runOfShowEntries, mine(tenantId, eventId), ids)
}

/** A template's default run of show, in order. */
export function listTemplateRunOfShow(tenantId: string, templateId: string) {
  return getDb()
    .select()
    .from(templateRunOfShowEntries)
    .where(and(eq(templateRunOfShowEntries.tenantId, tenantId), eq(templateRunOfShowEntries.templateId, templateId)))
    .orderBy(asc(templateRunOfShowEntries.position), asc(templateRunOfShowEntries.createdAt))
    .all()
}

/** A new event made from a template gets the template's entries, timed from the event's start when it has one. */
export function copyTemplateRunOfShow(
  tx: Tx,
  tenantId: string,
  templateId: string,
  eventId: string,
  startsAt: string | null,
) {
  const rows = tx
    .select()
    .from(templateRunOfShowEntries)
    .where(and(eq(templateRunOfShowEntries.tenantId, tenantId), eq(templateRunOfShowEntries.templateId, templateId)))
    .orderBy(asc(templateRunOfShowEntries.position), asc(templateRunOfShowEntries.createdAt))
    .all()
  const startClock = startsAt ? startsAt.slice(11, 16) : null
  rows.forEach((row, position) => {
    tx.insert(runOfShowEntries)
      .values({
        tenantId,
        eventId,
        position,
        time: timeFromStart(startClock, row.offsetMinutes),
        durationMinutes: row.durationMinutes,
        title: row.title,
        location: row.location,
        notes: row.notes,
        visibleToCustomer: row.visibleToCustomer,
      })
      .run()
  })
}
