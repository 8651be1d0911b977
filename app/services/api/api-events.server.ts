import { EVENT_FIELDS } from '~/domain/api/fields'
import { toFormData } from '~/domain/api/body'
import { eventJson } from '~/domain/api/serialize'
import { isValidYmd, ymdToStored } from '~/domain/event-dates'
import { eventContext, eventDefaults, parseEventForm } from '~/forms/event.server'
import { listEventsAfter } from '~/models/api-list.server'
import { createEvent, findEvent, updateEvent } from '~/models/event.server'
import { planGuard } from '~/domain/plans'
import { EVENT_STATUSES } from '~/domain/event-status'
import { ApiError, apiJson, authenticate, notFoundError, readJson } from './api.server'
import { fieldErrors, invalid, page, pageParams } from './api-paging.server'

// /api/v1/events: the event form's schema (parseEventForm) validates JSON bodies.

export function listEventsApi(request: Request) {
  const api = authenticate(request, 'read')
  const url = new URL(request.url)
  const { limit, cursor } = pageParams(url)
  const day = (name: string) => {
    const v = url.searchParams.get(name)
    if (!v) return undefined
    if (!isValidYmd(v))
      throw new ApiError(
        400,
        'invalid_query',
        'Ungültige Abfrage.',
        { [name]: ['Bitte ein Datum JJJJ-MM-TT angeben'] },
        api.headers,
      )
    return ymdToStored(v)
  }
  const status = url.searchParams.get('status') || undefined
  if (status !== undefined && !(EVENT_STATUSES as readonly string[]).includes(status)) {
    throw new ApiError(
      400,
      'invalid_query',
      'Ungültige Abfrage.',
      { status: [`Erlaubt: ${EVENT_STATUSES.join(', ')}`] },
      api.headers,
    )
  }
  const filters = {
    status,
    endCustomerId: url.searchParams.get('end_customer_id') || undefined,
    from: day('from'),
    to: day('to'),
  }
  return apiJson(page(listEventsAfter(api.tenantId, filters, cursor, limit), limit, eventJson), 200, api.headers)
}

export function getEventApi(request: Request, eventId: string) {
  const api = authenticate(request, 'read')
  const event = findEvent(api.tenantId, eventId)
  if (!event) notFoundError(api.headers)
  return apiJson(eventJson(event), 200, api.headers)
}

export async function createEventApi(request: Request) {
  const api = authenticate(request, 'write')
  const body = await readJson(request, api.headers)
  const form = toFormData(
    body,
    EVENT_FIELDS.filter((f) => f !== 'status'),
  )
  if (!(form instanceof FormData)) invalid(form.fields, api.headers)
  const submission = parseEventForm(api.tenantId, form, eventContext())
  if (submission.status !== 'success') invalid(fieldErrors(submission.error), api.headers)
  const { id } = createEvent(api.tenantId, submission.value, planGuard(api.tenant, 'activeEvents'))
  return apiJson(eventJson(findEvent(api.tenantId, id)!), 201, api.headers)
}

/** PATCH: the stored values, overlaid with the body, through the edit form's schema (status included). */
export async function updateEventApi(request: Request, eventId: string) {
  const api = authenticate(request, 'write')
  const event = findEvent(api.tenantId, eventId)
  if (!event) notFoundError(api.headers)
  const body = await readJson(request, api.headers)
  const form = toFormData(body, EVENT_FIELDS)
  if (!(form instanceof FormData)) invalid(form.fields, api.headers)
  const merged = new FormData()
  for (const [key, value] of Object.entries(eventDefaults(event))) merged.set(key, value)
  for (const [key, value] of form.entries()) merged.set(key, value)
  for (const key of Object.keys(body)) if (body[key] === null) merged.delete(key)
  const submission = parseEventForm(api.tenantId, merged, eventContext(event, true))
  if (submission.status !== 'success') invalid(fieldErrors(submission.error), api.headers)
  updateEvent(api.tenantId, eventId, submission.value, planGuard(api.tenant, 'activeEvents'))
  return apiJson(eventJson(findEvent(api.tenantId, eventId)!), 200, api.headers)
}
