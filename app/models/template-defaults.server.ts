import { and, asc, count, desc, eq } from 'drizzle-orm'
import { templateRunOfShowEntries, templateTasks, templates } from '~/db/schema'
import type { TemplateEntryValues, TemplateTaskValues } from '~/forms/template-defaults'
import { getDb, writeTransaction } from '~/utils/db.server'
import { deleteScopedRow, moveOrderedRow, nextPosition } from './list-rows.server'
import { ownsRow } from './find-own.server'

// The event day defaults of a template: its Ablaufplan entries (relative to
// the event's start) and its tasks (days before the event). Every function
// takes tenantId first and filters by it and by the template; another
// tenant's template or row is never found (the caller answers 404).

/** More would be a list nobody reads; the page says so at the form. */
export const MAX_TEMPLATE_DEFAULTS = 100

const entriesOf = (tenantId: string, templateId: string) =>
  and(eq(templateRunOfShowEntries.tenantId, tenantId), eq(templateRunOfShowEntries.templateId, templateId))
const tasksOf = (tenantId: string, templateId: string) =>
  and(eq(templateTasks.tenantId, tenantId), eq(templateTasks.templateId, templateId))

export function listTemplateTasks(tenantId: string, templateId: string) {
  return (
    getDb()
      .select()
      .from(templateTasks)
      .where(tasksOf(tenantId, templateId))
      // the earliest due first: most days before the event at the top
      .orderBy(desc(templateTasks.daysBefore), asc(templateTasks.createdAt))
      .all()
  )
}

export type AddOutcome = 'added' | 'not-found' | 'full'

/** Adds at the end of the template's Ablaufplan. */
export function addTemplateEntry(tenantId: string, templateId: string, values: TemplateEntryValues): AddOutcome {
  return writeTransaction((tx) => {
    if (!ownsRow(templates, tenantId, templateId, tx)) return 'not-found'
    const scope = entriesOf(tenantId, templateId)
    const row = tx.select({ n: count() }).from(templateRunOfShowEntries).where(scope).get()
    if ((row?.n ?? 0) >= MAX_TEMPLATE_DEFAULTS) return 'full'
    tx.insert(templateRunOfShowEntries)
      .values({ ...values, tenantId, templateId, position: nextPosition(tx, templateRunOfShowEntries, scope) })
      .run()
    return 'added'
  })
}

export function deleteTemplateEntry(tenantId: string, templateId: string, entryId: string) {
  return deleteScopedRow(templateRunOfShowEntries, entriesOf(tenantId, templateId), entryId)
}

/** One step up or down; false when the entry is not this template's. */
export function moveTemplateEntry(tenantId: string, templateId: string, entryId: string, direction: 'up' | 'down') {
  return moveOrderedRow(templateRunOfShowEntries, entriesOf(tenantId, templateId), entryId, direction)
}

export function addTemplateTask(tenantId: string, templateId: string, values: TemplateTaskValues): AddOutcome {
  return writeTransaction((tx) => {
    if (!ownsRow(templates, tenantId, templateId, tx)) return 'not-found'
    const row = tx.select({ n: count() }).from(templateTasks).where(tasksOf(tenantId, templateId)).get()
    if ((row?.n ?? 0) >= MAX_TEMPLATE_DEFAULTS) return 'full'
    tx.insert(templateTasks)
      .values({ ...values, tenantId, templateId })
      .run()
    return 'added'
  })
}

export function deleteTemplateTask(tenantId: string, templateId: string, taskId: string) {
  return deleteScopedRow(templateTasks, tasksOf(tenantId, templateId), taskId)
}

/** How many defaults the template carries (the template page's summary). */
export function countTemplateDefaults(tenantId: string, templateId: string) {
  const db = getDb()
  const entries =
    db.select({ n: count() }).from(templateRunOfShowEntries).where(entriesOf(tenantId, templateId)).get()?.n ?? 0
  const tasks = db.select({ n: count() }).from(templateTasks).where(tasksOf(tenantId, templateId)).get()?.n ?? 0
  return { entries, tasks }
}
