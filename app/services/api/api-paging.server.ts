import { decodeCursor, encodeCursor, parseLimit } from '~/domain/api/cursor'
import type { Cursor } from '~/models/api-list.server'
import { ApiError } from './api.server'

/** limit and cursor from the query; 400 with the field when broken. */
export function pageParams(url: URL): { limit: number; cursor: Cursor } {
  const limit = parseLimit(url.searchParams.get('limit'))
  if (limit === null)
    throw new ApiError(400, 'invalid_query', 'Ungültige Abfrage.', {
      limit: ['Bitte eine ganze Zahl von 1 bis 100 angeben'],
    })
  const raw = url.searchParams.get('cursor')
  const cursor = raw ? decodeCursor(raw) : null
  if (raw && !cursor) throw new ApiError(400, 'invalid_query', 'Ungültige Abfrage.', { cursor: ['Ungültiger Cursor'] })
  return { limit, cursor }
}

/** rows fetched with limit + 1 → { data, next_cursor } */
export function page<R extends { createdAt: number; id: string }, J>(rows: R[], limit: number, toJson: (r: R) => J) {
  const more = rows.length > limit
  const shown = more ? rows.slice(0, limit) : rows
  const last = shown[shown.length - 1]
  return { data: shown.map(toJson), next_cursor: more && last ? encodeCursor(last.createdAt, last.id) : null }
}

/** zod/Conform errors → { field: [messages] }, without empty entries. */
export function fieldErrors(error: Record<string, string[] | null> | null | undefined) {
  const fields: Record<string, string[]> = {}
  for (const [key, messages] of Object.entries(error ?? {})) if (messages?.length) fields[key || '_'] = messages
  return fields
}

export function invalid(fields: Record<string, string[]>, headers?: Headers): never {
  throw new ApiError(422, 'validation_failed', 'Die Eingaben sind ungültig.', fields, headers)
}
