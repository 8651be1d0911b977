import { offerRequestJson, serviceJson, templateJson } from '~/domain/api/serialize'
import { listOfferRequestsAfter, listServicesAfter, listTemplatesAfter } from '~/models/api-list.server'
import { findOfferRequestRow, findServiceRow, findTemplateRow } from '~/models/api-find.server'
import { apiJson, authenticate, notFoundError } from './api.server'
import { page, pageParams } from './api-paging.server'

// /api/v1/services, /templates, /offer-requests: read only (list and get).

const lists = {
  services: [listServicesAfter, serviceJson],
  templates: [listTemplatesAfter, templateJson],
  'offer-requests': [listOfferRequestsAfter, offerRequestJson],
} as const
const finders = {
  services: [findServiceRow, serviceJson],
  templates: [findTemplateRow, templateJson],
  'offer-requests': [findOfferRequestRow, offerRequestJson],
} as const

export type Catalogue = keyof typeof lists

export function listCatalogueApi(request: Request, kind: Catalogue) {
  const api = authenticate(request, 'read')
  const { limit, cursor } = pageParams(new URL(request.url))
  const [list, toJson] = lists[kind] as unknown as [
    (t: string, c: typeof cursor, l: number) => Array<{ createdAt: number; id: string }>,
    (r: unknown) => unknown,
  ]
  return apiJson(page(list(api.tenantId, cursor, limit), limit, toJson), 200, api.headers)
}

export function getCatalogueApi(request: Request, kind: Catalogue, id: string) {
  const api = authenticate(request, 'read')
  const [find, toJson] = finders[kind] as unknown as [(t: string, id: string) => unknown, (r: unknown) => unknown]
  const row = find(api.tenantId, id)
  if (!row) notFoundError(api.headers)
  return apiJson(toJson(row), 200, api.headers)
}
