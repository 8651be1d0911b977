import { offerRequests, services, templates } from '~/db/schema'
import { findOwn } from './find-own.server'

// Whole rows by id for the API, tenant first; another tenant's id finds nothing.

export const findServiceRow = (tenantId: string, id: string) => findOwn(services, tenantId, id)

export const findTemplateRow = (tenantId: string, id: string) => findOwn(templates, tenantId, id)

export const findOfferRequestRow = (tenantId: string, id: string) => findOwn(offerRequests, tenantId, id)
