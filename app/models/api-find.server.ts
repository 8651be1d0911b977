import { and, eq } from 'drizzle-orm'
import { offerRequests, services, templates } from '~/db/schema'
import { getDb } from '~/utils/db.server'

// Whole rows by id for the API, tenant first; another tenant's id finds nothing.

export const findServiceRow = (tenantId: string, id: string) =>
  getDb()
    .select()
    .from(services)
    .where(and(eq(services.tenantId, tenantId), eq(services.id, id)))
    .get() ?? null

export const findTemplateRow = (tenantId: string, id: string) =>
  getDb()
    .select()
    .from(templates)
    .where(and(eq(templates.tenantId, tenantId), eq(templates.id, id)))
    .get() ?? null

export const findOfferRequestRow = (tenantId: string, id: string) =>
  getDb()
    .select()
    .from(offerRequests)
    .where(and(eq(offerRequests.tenantId, tenantId), eq(offerRequests.id, id)))
    .get() ?? null
