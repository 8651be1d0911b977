import { findApiKeyByToken, touchApiKey, type ApiKeyRow } from '~/models/api-key.server'
import { findTenantById, isTenantActive, withEffectiveStatus } from '~/models/tenant.server'
import { assertSameOrigin } from '~/services/security/action-guard.server'
import { bearerToken, looksLikeApiKey, shouldTouch } from '~/domain/api/keys'
import { isPlainObject } from '~/domain/api/body'
import { planLimits } from '~/domain/plans'
import { readOnlyRefusal } from '~/domain/read-only-gate'
import { READ_ONLY_MESSAGE } from '~/utils/tenant-writable.server'
import { incrementCounter } from '~/models/rate-limit-store.server'
import { PlanLimitError } from '~/models/plan-usage.server'
import { getRequestContext, MAX_BODY_BYTES, runWithRequestContext } from '~/utils/request-context.server'
import { hostTenantOf } from '~/utils/tenant-url.server'
import { problem, PROBLEM_JSON } from '~/utils/problem'

// The API's door (docs/decisions/123-api-and-webhooks.md): the bearer key
// decides the tenant, errors are RFC 9457 problem details
// (application/problem+json: type, title, status, detail, code, errors per
// field; docs/decisions/136s-api-clients.md), a fixed-window rate limit per
// key with RateLimit-* headers. API requests
// carry no cookies, so there is no CSRF check; browsers' cross-origin posts
// are still refused by the request wrapper before they get here.

export const API_RATE = { max: 300, windowMs: 60_000 }

/** RFC 6750: a 401 names the scheme; a key that was sent but is not valid is `invalid_token`. */
function unauthorized(message: string, invalidToken: boolean): never {
  const challenge = invalidToken ? 'Bearer realm="Festplan API", error="invalid_token"' : 'Bearer realm="Festplan API"'
  throw new ApiError(401, 'unauthorized', message, undefined, new Headers({ 'WWW-Authenticate': challenge }))
}

export type ApiContext = {
  key: ApiKeyRow
  tenantId: string
  tenant: ReturnType<typeof withEffectiveStatus>
  headers: Headers
}

export class ApiError {
  constructor(
    public status: number,
    public code: string,
    public message: string,
    public fields?: Record<string, string[]>,
    public headers?: Headers,
  ) {}
}

export function apiJson(body: unknown, status = 200, headers?: Headers) {
  const h = new Headers(headers)
  h.set('Content-Type', 'application/json; charset=utf-8')
  h.set('Cache-Control', 'no-store')
  return new Response(JSON.stringify(body), { status, headers: h })
}

/** RFC 9457 problem details; `errors` holds the messages per field (empty when no field is concerned). */
export function problemResponse(e: ApiError) {
  const h = new Headers(e.headers)
  h.set('Content-Type', PROBLEM_JSON)
  h.set('Cache-Control', 'no-store')
  return new Response(JSON.stringify(problem(e.status, e.code, e.message, e.fields)), { status: e.status, headers: h })
}

const errorResponse = problemResponse

/**
 * Writes that are part of metering (the rate counter, the throttled last use)
 * run outside the GET-write guard on purpose: they are the only writes a read
 * makes, one counter upsert per request and at most one last-use per minute.
 */
function metered<T>(fn: () => T): T {
  const context = getRequestContext()
  if (!context) return fn()
  return runWithRequestContext({ ...context, method: 'API-METER' }, fn)
}

export function authenticate(request: Request, needs: 'read' | 'write', now = Date.now()): ApiContext {
  // A browser's cross-site write names its Origin: refused (403), as on every form.
  if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request)
  const token = bearerToken(request.headers.get('Authorization'))
  if (!token) unauthorized('API-Schlüssel fehlt (Authorization: Bearer <Schlüssel>).', false)
  const key = looksLikeApiKey(token) ? findApiKeyByToken(token) : null
  if (!key || key.revokedAt) unauthorized('API-Schlüssel ist ungültig oder widerrufen.', true)
  const stored = findTenantById(key.tenantId)
  if (!stored || !isTenantActive(stored)) unauthorized('API-Schlüssel ist ungültig oder widerrufen.', true)
  const tenant = withEffectiveStatus(stored)
  const host = hostTenantOf(request)
  if (host.kind !== 'apex' && host.subdomain !== tenant.subdomain) {
    throw new ApiError(403, 'wrong_tenant', 'Dieser API-Schlüssel gehört zu einem anderen Mandanten.')
  }
  // the read-only gate (app/domain/read-only-gate.ts): no API write for an expired or suspended tenant
  if (readOnlyRefusal(stored, request.method, new URL(request.url).pathname, now))
    throw new ApiError(403, 'read_only', READ_ONLY_MESSAGE)
  if (!planLimits(tenant).api)
    throw new ApiError(403, 'plan', 'Die API ist in Ihrem Tarif nicht enthalten (Pro, Business oder Testzeitraum).')
  const windowStart = Math.floor(now / API_RATE.windowMs) * API_RATE.windowMs
  const max = key.rateLimit ?? API_RATE.max
  const used = metered(() => incrementCounter(`api-key:${key.id}`, windowStart))
  const headers = new Headers({
    'RateLimit-Limit': String(max),
    'RateLimit-Remaining': String(Math.max(0, max - used)),
    'RateLimit-Reset': String(Math.ceil((windowStart + API_RATE.windowMs - now) / 1000)),
  })
  if (used > max) {
    headers.set('Retry-After', headers.get('RateLimit-Reset')!)
    throw new ApiError(
      429,
      'rate_limited',
      'Zu viele Anfragen. Bitte warten Sie bis zum Ende des Zeitfensters.',
      undefined,
      headers,
    )
  }
  if (needs === 'write' && key.scope !== 'read-write') {
    throw new ApiError(403, 'forbidden', 'Dieser API-Schlüssel darf nur lesen.', undefined, headers)
  }
  if (needs === 'write' || shouldTouch(key.lastUsedAt, now)) metered(() => touchApiKey(key.tenantId, key.id, now))
  return { key, tenantId: tenant.id, tenant, headers }
}

/** The JSON object of the body: at most 1 MB, well-formed, an object. */
export async function readJson(request: Request, headers?: Headers): Promise<Record<string, unknown>> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.includes('application/json'))
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Bitte senden Sie JSON (Content-Type: application/json).',
      undefined,
      headers,
    )
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new ApiError(413, 'too_large', 'Anfrage zu groß (höchstens 1 MB).', undefined, headers)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'malformed_json', 'Der Inhalt ist kein gültiges JSON.', undefined, headers)
  }
  if (!isPlainObject(body))
    throw new ApiError(400, 'malformed_json', 'Ein JSON-Objekt wird erwartet.', undefined, headers)
  return body
}

/** Runs an API handler: ApiErrors become JSON, anything unexpected a JSON 500 never leaks as HTML. */
export async function handleApi(fn: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error)
    // the plan's limit, checked inside the write's transaction (as in the forms)
    if (error instanceof PlanLimitError) return errorResponse(new ApiError(403, 'plan_limit', error.message))
    if (error instanceof Response) {
      const status = error.status === 413 ? 413 : error.status
      return errorResponse(
        new ApiError(status, status === 413 ? 'too_large' : 'error', (await error.text()) || 'Fehler'),
      )
    }
    console.error(error)
    return errorResponse(new ApiError(500, 'internal', 'Interner Fehler.'))
  }
}

export function notFoundError(headers?: Headers): never {
  throw new ApiError(404, 'not_found', 'Nicht gefunden.', undefined, headers)
}

/** 405 with the resource's methods in Allow (RFC 9110); HEAD comes with GET. */
export function methodNotAllowed(allow: readonly string[], headers?: Headers): never {
  const h = new Headers(headers)
  h.set('Allow', allowHeader(allow))
  throw new ApiError(405, 'method_not_allowed', `Methode nicht erlaubt. Erlaubt: ${allowHeader(allow)}.`, undefined, h)
}

export function allowHeader(allow: readonly string[]) {
  return allow.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).join(', ')
}

/** A method the resource does not have: the key is checked first (401 before 405). */
export function wrongMethod(request: Request, allow: readonly string[] = ['GET']): never {
  const api = authenticate(request, 'read')
  methodNotAllowed(allow, api.headers)
}
