import { runOfShowEntryJson, taskJson } from '~/domain/api/serialize'
import { listEventRunOfShowAfter, listEventTasksAfter } from '~/models/api-list.server'
import { findEvent } from '~/models/event.server'
import { apiJson, authenticate, notFoundError } from './api.server'
import { page, pageParams } from './api-paging.server'

// /api/v1/events/{eventId}/run-of-show and /tasks: an event's Ablaufplan and
// Aufgaben, read with any key; an event of another tenant is 404.

function eventOf(request: Request, eventId: string) {
  const api = authenticate(request, 'read')
  const event = findEvent(api.tenantId, eventId)
  if (!event) notFoundError(api.headers)
  return { api, event, ...pageParams(new URL(request.url)) }
}

export function listEventRunOfShowApi(request: Request, eventId: string) {
  const { api, event, limit, cursor } = eventOf(request, eventId)
  return apiJson(
    page(listEventRunOfShowAfter(api.tenantId, event.id, cursor, limit), limit, runOfShowEntryJson),
    200,
    api.headers,
  )
}

export function listEventTasksApi(request: Request, eventId: string) {
  const { api, event, limit, cursor } = eventOf(request, eventId)
  return apiJson(page(listEventTasksAfter(api.tenantId, event.id, cursor, limit), limit, taskJson), 200, api.headers)
}
