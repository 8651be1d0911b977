import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { endCustomers, profiles, templates } from '~/db/schema'
import { getDb } from '~/utils/db.server'

// The event form's selects and the server checks that an id from the form is
// this tenant's. Every function takes tenantId first and filters by it.

/** `keep` ids stay selectable on edit even when they were deactivated since. */
export function eventFormOptions(
  tenantId: string,
  keep: { templateId?: string | null; endCustomerId?: string | null } = {},
) {
  const db = getDb()
  const templateRows = db
    .select({ id: templates.id, name: templates.name })
    .from(templates)
    .where(
      and(eq(templates.tenantId, tenantId), or(eq(templates.isActive, true), eq(templates.id, keep.templateId ?? ''))),
    )
    .orderBy(asc(templates.name))
    .all()
  const planners = db
    .select({ id: profiles.userId, name: profiles.fullName })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.role, ['tenant_admin', 'tenant_planner'])))
    .orderBy(asc(profiles.fullName))
    .all()
  const customers = db
    .select({ id: endCustomers.id, name: endCustomers.name, email: endCustomers.email })
    .from(endCustomers)
    .where(
      and(
        eq(endCustomers.tenantId, tenantId),
        or(eq(endCustomers.isActive, true), eq(endCustomers.id, keep.endCustomerId ?? '')),
      ),
    )
    .orderBy(asc(endCustomers.name))
    .all()
  return { templates: templateRows, planners, customers }
}

export type EventFormOptions = ReturnType<typeof eventFormOptions>

/** Server-side checks for the form schema: ids must be among this tenant's options. */
export function eventOptionChecks(
  tenantId: string,
  keep: { templateId?: string | null; endCustomerId?: string | null } = {},
) {
  const options = eventFormOptions(tenantId, keep)
  const has = (list: Array<{ id: string }>) => {
    const ids = new Set(list.map((x) => x.id))
    return (id: string) => ids.has(id)
  }
  return { template: has(options.templates), customer: has(options.customers), planner: has(options.planners) }
}
