import { plannerJson } from '~/domain/api/serialize'
import { listPlannersAfter } from '~/models/api-list.server'
import { apiJson, authenticate } from './api.server'
import { page, pageParams } from './api-paging.server'

// /api/v1/planners: whom an event can be assigned to (assigned_planner_id),
// the tenant's admins and planners, read with any key.

export function listPlannersApi(request: Request) {
  const api = authenticate(request, 'read')
  const { limit, cursor } = pageParams(new URL(request.url))
  return apiJson(page(listPlannersAfter(api.tenantId, cursor, limit), limit, plannerJson), 200, api.headers)
}
