import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { events, services, templates, type Template } from '~/db/schema'
import { parseModulesJson } from '~/domain/template-modules-json'
import { toModulesJson, type TemplateModule } from '~/domain/template-modules'
import { parsePricing, priceText } from '~/domain/pricing'
import { getDb, writeTransaction } from '~/utils/db.server'
import { containsText } from './text-search.server'
import { findOwn, ownRow, ownsRow } from './find-own.server'

// Every query of templates (and the builder's service reads); each takes
// tenantId first and filters by it.

export type TemplateInput = {
  name: string
  description: string | null
  modules: Array<{ id: string; name: string; serviceIds: string[] }>
}

function toView(row: Template) {
  const modules: TemplateModule[] = parseModulesJson(row.modulesJson)
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt,
    modules,
  }
}
export type TemplateView = ReturnType<typeof toView>

export const TEMPLATES_PER_PAGE = 24

/**
 * One page, newest first; search is a case-insensitive substring of name or
 * description. The stat cards count all templates.
 */
export function listTemplates(tenantId: string, { query = '', page = 1, perPage = TEMPLATES_PER_PAGE } = {}) {
  const db = getDb()
  const stats = db
    .select({ total: count(), active: sql<number>`coalesce(sum(${templates.isActive}), 0)` })
    .from(templates)
    .where(eq(templates.tenantId, tenantId))
    .get()!
  const search = containsText(query, [templates.name, templates.description])
  const where = and(eq(templates.tenantId, tenantId), search)
  const found = search ? db.select({ n: count() }).from(templates).where(where).get()!.n : stats.total
  const pageCount = Math.max(1, Math.ceil(found / perPage))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = db
    .select()
    .from(templates)
    .where(where)
    .orderBy(desc(templates.createdAt), desc(templates.id))
    .limit(perPage)
    .offset((current - 1) * perPage)
    .all()
  return {
    templates: rows.map(toView),
    found,
    page: current,
    pageCount,
    stats: { total: stats.total, active: Number(stats.active) },
  }
}

export function findTemplate(tenantId: string, templateId: string) {
  const row = findOwn(templates, tenantId, templateId)
  return row ? toView(row) : null
}

/** The tenant's services (id, name, active, net price) ordered by name: the builder's list and labels. */
export function builderServices(tenantId: string) {
  return getDb()
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      isActive: services.isActive,
      pricingJson: services.pricingJson,
    })
    .from(services)
    .where(eq(services.tenantId, tenantId))
    .orderBy(asc(services.name))
    .all()
    .sort((a, b) => a.name.localeCompare(b.name, 'de-DE'))
    .map(({ pricingJson, ...s }) => ({ ...s, price: priceText(parsePricing(pricingJson), { view: 'staff' }) }))
}

/** The tenant's active services, id → name (to check a save). */
export function activeServiceMap(tenantId: string) {
  const rows = getDb()
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.isActive, true)))
    .all()
  return new Map(rows.map((r) => [r.id, r.name]))
}

export function countActiveServices(tenantId: string) {
  return (
    getDb()
      .select({ n: count() })
      .from(services)
      .where(and(eq(services.tenantId, tenantId), eq(services.isActive, true)))
      .get()?.n ?? 0
  )
}

function columns(input: TemplateInput) {
  return { name: input.name, description: input.description, modulesJson: toModulesJson(input.modules), isActive: true }
}

export function insertTemplate(tenantId: string, input: TemplateInput, now = Date.now()) {
  return getDb()
    .insert(templates)
    .values({ tenantId, ...columns(input), createdAt: now })
    .returning({ id: templates.id })
    .get()
}

export function updateTemplate(tenantId: string, templateId: string, input: TemplateInput) {
  return getDb()
    .update(templates)
    .set(columns(input))
    .where(ownRow(templates, tenantId, templateId))
    .run().changes
}

/** A copy named '… (Kopie)' with the same modules (fresh module ids); null when not the tenant's. */
export function duplicateTemplate(tenantId: string, templateId: string, now = Date.now()) {
  const source = findTemplate(tenantId, templateId)
  if (!source) return null
  const name = `${source.name} (Kopie)`.slice(0, 200)
  const modules = source.modules.map((m) => ({ id: crypto.randomUUID(), name: m.name, serviceIds: [...m.serviceIds] }))
  return insertTemplate(tenantId, { name, description: source.description, modules }, now)
}

export function setTemplateActive(tenantId: string, templateId: string, isActive: boolean) {
  return getDb()
    .update(templates)
    .set({ isActive })
    .where(ownRow(templates, tenantId, templateId))
    .run().changes
}

export function countEventsUsingTemplate(tenantId: string, templateId: string) {
  return (
    getDb()
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.tenantId, tenantId), eq(events.templateId, templateId)))
      .get()?.n ?? 0
  )
}

export type DeleteTemplateResult =
  { status: 'deleted' } | { status: 'not-found' } | { status: 'in-use'; events: number }

/** events.template_id is ON DELETE RESTRICT: count first, refuse with the number, all in one transaction. */
export function deleteTemplate(tenantId: string, templateId: string): DeleteTemplateResult {
  return writeTransaction((tx) => {
    if (!ownsRow(templates, tenantId, templateId, tx)) return { status: 'not-found' }
    // every event pointing at the template blocks it, whichever tenant wrote it
    const used = tx.select({ n: count() }).from(events).where(eq(events.templateId, templateId)).get()?.n ?? 0
    if (used > 0) return { status: 'in-use', events: used }
    tx.delete(templates)
      .where(ownRow(templates, tenantId, templateId))
      .run()
    return { status: 'deleted' }
  })
}
