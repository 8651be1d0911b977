import { createApiKey } from '~/models/api-key.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { createEndCustomer, createStaff, createTemplate, createTenant } from '../support/factories'
import { BASE } from '../support/requests'

// A tenant with what an event needs, its keys, and a caller for /api/v1 routes.

export function apiTenant(overrides: Parameters<typeof createTenant>[0] = {}) {
  const tenant = createTenant(overrides)
  const { user } = createStaff(tenant.id, 'tenant_admin')
  const template = createTemplate(tenant.id)
  const customer = createEndCustomer(tenant.id)
  const rw = createApiKey(tenant.id, { name: 'rw', scope: 'read-write', createdBy: user.id }).key
  const ro = createApiKey(tenant.id, { name: 'ro', scope: 'read', createdBy: user.id }).key
  return { tenant, user, template, customer, rw, ro }
}

type Handler = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<Response>

export async function api(
  handler: unknown,
  path: string,
  options: {
    key?: string
    method?: string
    json?: unknown
    raw?: string
    params?: Record<string, string>
    host?: string
  } = {},
) {
  const url = new URL(path, BASE)
  const method = options.method ?? (options.json !== undefined || options.raw !== undefined ? 'POST' : 'GET')
  const headers = new Headers({ Host: options.host ?? url.host })
  if (options.key) headers.set('Authorization', `Bearer ${options.key}`)
  let body: string | undefined
  if (options.json !== undefined || options.raw !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = options.raw ?? JSON.stringify(options.json)
  }
  const request = new Request(url, { method, headers, body })
  const response = await runWithRequestContext({ method, remoteAddress: '127.0.0.1', flyClientIp: null }, () =>
    (handler as Handler)({ request, params: options.params ?? {}, context: {} }),
  )
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
}
