import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { openApiDocument } from '~/services/api/openapi'
import { runWithRequestContext } from '~/utils/request-context.server'
import { BASE } from '../support/requests'

// Real answers of /api/v1 against the OpenAPI document: the status must be
// documented for the operation, the body must match its schema (ajv, JSON
// Schema 2020-12, the dialect of OpenAPI 3.1), required headers must be there.

export const doc = openApiDocument('http://localhost:3000/api/v1') as unknown as {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>
  components: { responses: Record<string, Json>; headers: Record<string, Json>; schemas: Record<string, Json> }
}
type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
const ROOT = 'urn:festplan:openapi'
ajv.addSchema({ $id: ROOT, components: { schemas: doc.components.schemas } })

const resolve = (node: Json, kind: 'responses' | 'headers') =>
  node.$ref ? doc.components[kind][String(node.$ref).split('/').pop()!]! : node

/** Errors of `value` against a schema of the document (refs into #/components/schemas). */
export function schemaErrors(schema: Json, value: unknown) {
  // refs inside the document point at '#/components/…' of the document root
  const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${ROOT}#/components/`)) as Json
  const validate = ajv.compile({ $id: `urn:check:${Math.random()}`, ...rooted })
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`)
}

/** JSON answers: resources, and errors as problem details (RFC 9457) */
const isJson = (type: string) => type === 'application/json' || type === 'application/problem+json'

export type Answer = { status: number; headers: Headers; type: string; body: unknown }

/** Problems of one real answer to `method path` (path as in the document, e.g. '/events/{eventId}'). */
export function conformance(path: string, method: string, answer: Answer) {
  const op = doc.paths[path]?.[method.toLowerCase()]
  if (!op) return [`${method} ${path} is not in the document`]
  const documented = op.responses[String(answer.status)]
  if (!documented) return [`${method} ${path}: status ${answer.status} is not documented`]
  const response = resolve(documented, 'responses')
  const problems: string[] = []
  const media = response.content?.[answer.type]
  if (!media) return [`${method} ${path} ${answer.status}: content type ${answer.type} is not documented`]
  if (isJson(answer.type))
    problems.push(...schemaErrors(media.schema, answer.body).map((e) => `${method} ${path} ${answer.status}: ${e}`))
  for (const [name, h] of Object.entries<Json>(response.headers ?? {})) {
    if (resolve(h, 'headers').required && answer.headers.get(name) === null)
      problems.push(`${method} ${path} ${answer.status}: header ${name} missing`)
  }
  return problems
}

type Handler = (args: {
  request: Request
  params: Record<string, string>
  context: object
}) => Promise<Response> | Response

/** Calls a route handler like the server does and reads the answer (JSON parsed, files as text). */
export async function send(
  handler: unknown,
  url: string,
  o: {
    key?: string
    method?: string
    json?: unknown
    raw?: string
    type?: string
    params?: Record<string, string>
  } = {},
): Promise<Answer> {
  const method = o.method ?? (o.json !== undefined || o.raw !== undefined ? 'POST' : 'GET')
  const headers = new Headers()
  if (o.key) headers.set('Authorization', `Bearer ${o.key}`)
  const body = o.raw ?? (o.json === undefined ? undefined : JSON.stringify(o.json))
  if (body !== undefined) headers.set('Content-Type', o.type ?? 'application/json')
  const request = new Request(new URL(url, BASE), { method, headers, body })
  const response = await runWithRequestContext({ method, remoteAddress: '127.0.0.1', flyClientIp: null }, () =>
    (handler as Handler)({ request, params: o.params ?? {}, context: {} }),
  )
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim()
  const text = type === 'application/pdf' ? `${(await response.arrayBuffer()).byteLength} bytes` : await response.text()
  return { status: response.status, headers: response.headers, type, body: isJson(type) ? JSON.parse(text) : text }
}
