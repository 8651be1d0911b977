import { and, count, desc, eq, like, sql } from 'drizzle-orm'
import { cartItems, endCustomers, events, services, templates, type Service } from '~/db/schema'
import { cartLockReason } from '~/domain/cart'
import { parsePricing, type Pricing } from '~/domain/pricing'
import {
  isServiceKind,
  parseAllergens,
  parseDietTags,
  type Allergen,
  type DietTag,
  type ServiceKind,
} from '~/domain/kitchen/allergens'
import { CARTS_NAMED, type CartHolder } from '~/domain/service-in-carts'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { containsText } from './text-search.server'
import { findOwn, ownRow } from './find-own.server'

// Every query of services; each takes tenantId first and filters by it.

export const DEFAULT_CATEGORY = 'Allgemein'

export type ServiceInput = {
  name: string
  description: string | null
  category: string
  pricing: Pricing
  vatSplitPercent?: number | null
  /** the kitchen's fields; left out (API writes), they stay as they are */
  kitchen?: { kind: ServiceKind; allergens: Allergen[]; dietTags: DietTag[] }
}

/** assets_json { category } → the category, 'Allgemein' when missing or broken. */
export function serviceCategory(assetsJson: string | null | undefined) {
  try {
    const value: unknown = JSON.parse(assetsJson ?? '')
    if (
      value &&
      typeof value === 'object' &&
      'category' in value &&
      typeof value.category === 'string' &&
      value.category.trim()
    ) {
      return value.category
    }
  } catch {
    // broken JSON: fall through to the default
  }
  return DEFAULT_CATEGORY
}

export function toServiceView(row: Service) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt,
    category: serviceCategory(row.assetsJson),
    pricing: parsePricing(row.pricingJson),
    vatSplitPercent: row.vatSplitPercent,
    kind: isServiceKind(row.kind) ? row.kind : ('other' as const),
    allergens: parseAllergens(row.allergensJson),
    dietTags: parseDietTags(row.dietTagsJson),
  }
}
export type ServiceView = ReturnType<typeof toServiceView>

export const SERVICES_PER_PAGE = 24

/** serviceCategory() in SQL, for search: the category in assets_json, else 'Allgemein'. */
const categorySql = sql`CASE WHEN json_valid(${services.assetsJson}) AND json_type(${services.assetsJson}, '$.category') = 'text' AND trim(json_extract(${services.assetsJson}, '$.category')) <> '' THEN json_extract(${services.assetsJson}, '$.category') ELSE ${DEFAULT_CATEGORY} END`

/**
 * Catalogue: one page, newest first; search is a case-insensitive substring
 * of name, description or category. The stat cards count all services.
 */
export function listServices(tenantId: string, { query = '', page = 1, perPage = SERVICES_PER_PAGE } = {}) {
  const db = getDb()
  const stats = db
    .select({ total: count(), active: sql<number>`coalesce(sum(${services.isActive}), 0)` })
    .from(services)
    .where(eq(services.tenantId, tenantId))
    .get()!
  const search = containsText(query, [services.name, services.description, categorySql])
  const where = and(eq(services.tenantId, tenantId), search)
  const found = search ? db.select({ n: count() }).from(services).where(where).get()!.n : stats.total
  const pageCount = Math.max(1, Math.ceil(found / perPage))
  const current = Math.min(Math.max(1, page), pageCount)
  const rows = db
    .select()
    .from(services)
    .where(where)
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(perPage)
    .offset((current - 1) * perPage)
    .all()
  const active = Number(stats.active)
  return {
    services: rows.map(toServiceView),
    found,
    page: current,
    pageCount,
    stats: { total: stats.total, active, inactive: stats.total - active },
  }
}

/** Template builder and customer modules: active services only (docs/product.md §4.6), by name. */
export function listActiveServices(tenantId: string) {
  return getDb()
    .select()
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.isActive, true)))
    .orderBy(services.name)
    .all()
    .map(toServiceView)
}

export function findService(tenantId: string, serviceId: string) {
  const row = findOwn(services, tenantId, serviceId)
  return row ? toServiceView(row) : null
}

function columns(input: ServiceInput) {
  return {
    name: input.name,
    description: input.description,
    pricingJson: JSON.stringify(input.pricing),
    assetsJson: JSON.stringify({ category: input.category }),
    vatSplitPercent: input.vatSplitPercent ?? null,
    ...(input.kitchen
      ? {
          kind: input.kitchen.kind,
          allergensJson: JSON.stringify(input.kitchen.allergens),
          dietTagsJson: JSON.stringify(input.kitchen.dietTags),
        }
      : {}),
  }
}

export function insertService(tenantId: string, input: ServiceInput, now = Date.now()) {
  return getDb()
    .insert(services)
    .values({ tenantId, ...columns(input), createdAt: now })
    .returning()
    .get()
}

export function updateService(tenantId: string, serviceId: string, input: ServiceInput) {
  return getDb()
    .update(services)
    .set(columns(input))
    .where(ownRow(services, tenantId, serviceId))
    .run().changes
}

export function setServiceActive(tenantId: string, serviceId: string, isActive: boolean) {
  return getDb()
    .update(services)
    .set({ isActive })
    .where(ownRow(services, tenantId, serviceId))
    .run().changes
}

function moduleServiceIds(modulesJson: string): string[] {
  try {
    const value = JSON.parse(modulesJson) as { modules?: Array<{ serviceIds?: unknown }> }
    return (value.modules ?? []).flatMap((m) =>
      Array.isArray(m?.serviceIds) ? m.serviceIds.filter((id): id is string => typeof id === 'string') : [],
    )
  } catch {
    return []
  }
}

/** Names of the tenant's templates whose modules hold the service. */
export function templatesUsingService(tenantId: string, serviceId: string) {
  return getDb()
    .select({ name: templates.name, modulesJson: templates.modulesJson })
    .from(templates)
    .where(and(eq(templates.tenantId, tenantId), like(templates.modulesJson, `%${serviceId}%`)))
    .orderBy(templates.name)
    .all()
    .filter((t) => moduleServiceIds(t.modulesJson).includes(serviceId))
    .map((t) => t.name)
}

export type CartsHolding = { open: CartHolder[]; openTotal: number; closedTotal: number }

/**
 * The end customers' carts holding the service. Open: the event's deadline has
 * not passed (the cart's own rule, cartLockReason), so the customer can still
 * see and change it. At most CARTS_NAMED open carts are returned by name.
 */
export function cartsHoldingService(
  tenantId: string,
  serviceId: string,
  now = Date.now(),
  db: Tx | ReturnType<typeof getDb> = getDb(),
): CartsHolding {
  const rows = db
    .select({ eventName: events.name, deadlineAt: events.deadlineAt, customerName: endCustomers.name })
    .from(cartItems)
    .innerJoin(events, and(eq(events.id, cartItems.eventId), eq(events.tenantId, tenantId)))
    .leftJoin(endCustomers, and(eq(endCustomers.id, events.endCustomerId), eq(endCustomers.tenantId, tenantId)))
    .where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.serviceId, serviceId)))
    .all()
  const open = rows
    .filter((r) => cartLockReason(r, null, now) !== 'deadline')
    .sort(
      (a, b) =>
        (a.customerName ?? '').localeCompare(b.customerName ?? '', 'de') ||
        a.eventName.localeCompare(b.eventName, 'de'),
    )
  return {
    open: open.slice(0, CARTS_NAMED).map((r) => ({ customerName: r.customerName, eventName: r.eventName })),
    openTotal: open.length,
    closedTotal: rows.length - open.length,
  }
}

export type DeleteServiceResult =
  | { status: 'deleted' }
  | { status: 'not-found' }
  | { status: 'in-use'; templates: string[]; carts: CartsHolding; isActive: boolean }

/**
 * A service used in a template, or sitting in an open cart, is not deleted;
 * check and delete in one transaction. Lines in carts whose deadline has
 * passed go with it (the confirm dialog says so); offer requests keep their
 * own copy of every line (snapshot_json), so they do not change.
 */
export function deleteService(tenantId: string, serviceId: string, now = Date.now()): DeleteServiceResult {
  return writeTransaction((tx) => {
    const row = tx
      .select({ id: services.id, isActive: services.isActive })
      .from(services)
      .where(ownRow(services, tenantId, serviceId))
      .get()
    if (!row) return { status: 'not-found' }
    const names = templatesUsingService(tenantId, serviceId)
    const carts = cartsHoldingService(tenantId, serviceId, now, tx)
    if (names.length > 0 || carts.openTotal > 0)
      return { status: 'in-use', templates: names, carts, isActive: row.isActive }
    tx.delete(services)
      .where(ownRow(services, tenantId, serviceId))
      .run()
    return { status: 'deleted' }
  })
}
