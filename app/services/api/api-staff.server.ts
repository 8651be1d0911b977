import { shiftJson, staffMemberJson } from '~/domain/api/serialize'
import { listEventShiftsAfter, listStaffAfter } from '~/models/api-list.server'
import { findEvent } from '~/models/event.server'
import { apiJson, authenticate, notFoundError } from './api.server'
import { page, pageParams } from './api-paging.server'

// /api/v1/staff and /api/v1/events/{eventId}/shifts: the staff roster and an
// event's shifts, read with any key; an event of another tenant is 404.

export function listStaffApi(request: Request) {
  const api = authenticate(request, 'read')
  const { limit, cursor } = pageParams(new URL(request.url))
  return apiJson(page(listStaffAfter(api.tenantId, cursor, limit), limit, staffMemberJson), 200, api.headers)
}

export function listEventShiftsApi(request: Request, eventId: string) {
  const api = authenticate(request, 'read')
  const event = findEvent(api.tenantId, eventId)
  if (!event) notFoundError(api.headers)
  const { limit, cursor } = pageParams(new URL(request.url))
  return apiJson(page(listEventShiftsAfter(api.tenantId, event.id, cursor, limit), limit, shiftJson), 200, api.headers)
}
