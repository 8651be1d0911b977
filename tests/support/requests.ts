import type { LoaderFunctionArgs } from '@remix-run/node'
import { createStaffSession, createCustomerSession } from '~/services/auth/session-cookie.server'
import { runWithRequestContext } from '~/utils/request-context.server'

// Builds Requests the way a browser would send them, for calling loaders and
// actions directly.

export const BASE = 'http://localhost:3000'

export type RequestOptions = {
  method?: string
  form?: Record<string, string | string[]> | FormData
  cookie?: string | null
  origin?: string | null
  headers?: Record<string, string>
}

export function makeRequest(path: string, options: RequestOptions = {}) {
  const url = new URL(path, BASE)
  const method = options.method ?? (options.form ? 'POST' : 'GET')
  const headers = new Headers(options.headers)
  headers.set('Host', url.host)
  if (options.cookie) headers.set('Cookie', options.cookie)
  let body: BodyInit | undefined
  if (options.form) {
    const params = new URLSearchParams()
    const entries = options.form instanceof FormData ? [...options.form.entries()] : Object.entries(options.form)
    for (const [key, value] of entries) {
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v))
    }
    body = params.toString()
    headers.set('Content-Type', 'application/x-www-form-urlencoded')
  }
  if (method !== 'GET' && method !== 'HEAD' && options.origin !== null) {
    headers.set('Origin', options.origin ?? url.origin)
  }
  return new Request(url, { method, headers, body })
}

/** Turns a Set-Cookie header into the Cookie header a browser would send back. */
export function cookieFrom(setCookie: string | null) {
  return setCookie ? setCookie.split(';')[0]! : ''
}

export async function staffCookie(userId: string, tenantId: string | null) {
  return cookieFrom(await createStaffSession(userId, tenantId))
}

export async function customerCookie(endCustomerId: string, tenantId: string) {
  return cookieFrom(await createCustomerSession(endCustomerId, tenantId))
}

type Handler = (args: LoaderFunctionArgs) => unknown

/**
 * Calls a loader or action as the server would: inside the request context
 * (so the GET-write guard is armed) and with thrown Responses caught.
 */
export async function call(handler: Handler, request: Request, params: Record<string, string> = {}) {
  // A matrix makes thousands of calls whose work is synchronous SQLite: without
  // a turn of the event loop between them, vitest's worker cannot answer its
  // runner for minutes and the run ends with 'Timeout calling onTaskUpdate'.
  await new Promise((resolve) => setImmediate(resolve))
  try {
    const result = await runWithRequestContext(
      { method: request.method, remoteAddress: '127.0.0.1', flyClientIp: null },
      () => handler({ request, params, context: {} }),
    )
    return toResult(result)
  } catch (thrown) {
    return toResult(thrown, true)
  }
}

export type CallResult = {
  status: number
  headers: Headers
  data: unknown
  thrown: boolean
  location: string | null
}

async function toResult(value: unknown, thrown = false): Promise<CallResult> {
  if (value instanceof Response) {
    const text = await value.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // plain text
    }
    return {
      status: value.status,
      headers: value.headers,
      data: parsed,
      thrown,
      location: value.headers.get('Location'),
    }
  }
  // single fetch data(): { type: 'DataWithResponseInit', data, init }
  if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
    const v = value as { data: unknown; init: ResponseInit | null }
    return {
      status: v.init?.status ?? 200,
      headers: new Headers(v.init?.headers),
      data: v.data,
      thrown,
      location: null,
    }
  }
  if (thrown) throw value
  return { status: 200, headers: new Headers(), data: value, thrown, location: null }
}
