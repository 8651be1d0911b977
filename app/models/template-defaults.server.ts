import { and, asc, count, desc, eq, max } from 'drizzle-orm'
import { templateRunOfShowEntries, templateTasks, templates } from '~/db/schema'
import { moveInOrder } from '~/domain/event-day/run-of-show'
import type { TemplateEntryValues, TemplateTaskValues } from '~/forms/template-defaults'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'

// The event day defaults of a template: its Ablaufplan entries (relative to
// the event's start) and its tasks (days before the event). Every function
// takes tenantId first and filters by it and by the template; another
// tenant's template or row is never found (the caller answers 404).

/** More would be a list nobody reads; the page says so at the form. */
export const MAX_TEMPLATE_DEFAULTS = 100

const entriesOf = (tenantId: string, templateId: string) =>
  and(eq(templateRunOfShowEntries.tenantId, tenantId), eq(templateRunOfShowEntries.templateId, templateId))
const tasksOf = (tenantId: string, templateId: string) => and(eq(templateTasks.tenantId, tenantId), eq(templateTasks.templateId, templateId))

function ownsTemplate(tx: Tx, tenantId: string, templateId: string) {
  return Boolean(tx.select({ id: templates.id }).from(templates).where(and(eq(templates.tenantId, tenantId), eq(templates.id, templateId))).get())
}

export function listTemplateTasks(tenantId: string, templateId: string) {
  return getDb()
    .select()
    .from(templateTasks)
    .where(tasksOf(tenantId, templateId))
    // the earliest due first: most days before the event at the top
    .orderBy(desc(templateTasks.daysBefore), asc(templateTasks.createdAt))
    .all()
}

export type AddOutcome = 'added' | 'not-found' | 'full'

/** Adds at the end of the template's Ablaufplan. */
export function addTemplateEntry(tenantId: string, templateId: string, values: TemplateEntryValues): AddOutcome {
  return writeTransaction((tx) => {
    if (!ownsTemplate(tx, tenantId, templateId)) return 'not-found'
    const row = tx.select({ n: count(), top: max(templateRunOfShowEntries.position) }).from(templateRunOfShowEntries).where(entriesOf(tenantId, templateId)).get()
    if ((row?.n ?? 0) >= MAX_TEMPLATE_DEFAULTS) return 'full'
    const position = row?.top === null || row?.top === undefined ? 0 : row.top + 1
    tx.insert(templateRunOfShowEntries).values({ ...values, tenantId, templateId, position }).run()
    return 'added'
  })
}

export function deleteTemplateEntry(tenantId: string, templateId: string, entryId: string) {
  return getDb().delete(templateRunOfShowEntries).where(and(entriesOf(tenantId, templateId), eq(templateRunOfShowEntries.id, entryId))).run().changes > 0
}

/** One step up or down; false when the entry is not this template's. */
export function moveTemplateEntry(tenantId: string, templateId: string, entryId: string, direction: 'up' | 'down') {
  return writeTransaction((tx) => {
    const ids = tx
      .select({ id: templateRunOfShowEntries.id })
      .from(templateRunOfShowEntries)
      .where(entriesOf(tenantId, templateId))
      .orderBy(asc(templateRunOfShowEntries.position), asc(templateRunOfShowEntries.createdAt))
      .all()
      .map((r) => r.id)
    if (!ids.includes(entryId)) return false
    moveInOrder(ids, entryId, direction).forEach((id, position) => {
      tx.update(templateRunOfShowEntries).set({ position }).where(and(entriesOf(tenantId, templateId), eq(templateRunOfShowEntries.id, id))).run()
    })
    return true
  })
}

export function addTemplateTask(tenantId: string, templateId: string, values: TemplateTaskValues): AddOutcome {
  return writeTransaction((tx) => {
    if (!ownsTemplate(tx, tenantId, templateId)) return 'not-found'
    const row = tx.select({ n: count() }).from(templateTasks).where(tasksOf(tenantId, templateId)).get()
    if ((row?.n ?? 0) >= MAX_TEMPLATE_DEFAULTS) return 'full'
    tx.insert(templateTasks).values({ ...values, tenantId, templateId }).run()
    return 'added'
  })
}

export function deleteTemplateTask(tenantId: string, templateId: string, taskId: string) {
  return getDb().delete(templateTasks).where(and(tasksOf(tenantId, templateId), eq(templateTasks.id, taskId))).run().changes > 0
}

/** How many defaults the template carries (the template page's summary). */
export function countTemplateDefaults(tenantId: string, templateId: string) {
  const db = getDb()
  const entries = db.select({ n: count() }).from(templateRunOfShowEntries).where(entriesOf(tenantId, templateId)).get()?.n ?? 0
  const tasks = db.select({ n: count() }).from(templateTasks).where(tasksOf(tenantId, templateId)).get()?.n ?? 0
  return { entries, tasks }
}
