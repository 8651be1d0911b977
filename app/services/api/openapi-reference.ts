import type { OpenApiDocument } from './openapi'

// The OpenAPI document as a readable reference (the page /tenant/integrations/api
// renders this): operations with parameters, body fields and answers, and the
// fields of every resource. Built from the document itself, so both always agree.

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

export type RefField = { name: string; type: string; required: boolean; note: string }
export type RefOperation = {
  id: string
  method: string
  path: string
  summary: string
  params: RefField[]
  body: string | null
  answers: Array<{ status: string; text: string }>
}

const refName = (node: Json | undefined) => (node?.$ref ? String(node.$ref).split('/').pop()! : null)

/** 'string', 'integer | null', 'Event[]' … for a JSON Schema node. */
export function typeOf(node: Json | undefined): string {
  if (!node) return 'beliebig'
  const named = refName(node)
  if (named) return named
  if (node.anyOf) return [...new Set((node.anyOf as Json[]).map(typeOf))].join(' | ')
  if (Array.isArray(node.type)) return node.type.join(' | ')
  if (node.type === 'array') return `${typeOf(node.items)}[]`
  if (node.enum) return (node.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ')
  if (node.format) return `${node.type} (${node.format})`
  return node.type ?? 'beliebig'
}

function note(node: Json | undefined): string {
  if (!node) return ''
  const parts: string[] = []
  const inner = (node.anyOf as Json[] | undefined)?.find((n) => n.type === 'string') ?? node
  if (inner.minLength !== undefined) parts.push(`mind. ${inner.minLength} Zeichen`)
  if (inner.maxLength !== undefined) parts.push(`höchstens ${inner.maxLength} Zeichen`)
  if (node.minimum !== undefined && node.maximum !== undefined) parts.push(`${node.minimum} bis ${node.maximum}`)
  if (node.description) parts.push(String(node.description))
  return parts.join('; ')
}

export function fieldsOf(schema: Json | undefined): RefField[] {
  const required = new Set<string>((schema?.required as string[] | undefined) ?? [])
  return Object.entries<Json>(schema?.properties ?? {}).map(([name, node]) => ({
    name,
    type: typeOf(node),
    required: required.has(name),
    note: note(node),
  }))
}

export function apiReference(doc: OpenApiDocument) {
  const d = doc as unknown as Json
  const operations: RefOperation[] = []
  for (const [path, item] of Object.entries<Json>(d.paths)) {
    for (const method of ['get', 'post', 'patch'] as const) {
      const op = item[method] as Json | undefined
      if (!op) continue
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => {
        const resolved = p.$ref ? d.components.parameters[refName(p)!] : p
        return {
          name: `${resolved.name} (${resolved.in === 'path' ? 'Pfad' : 'Abfrage'})`,
          type: typeOf(resolved.schema),
          required: Boolean(resolved.required),
          note: [resolved.description, note(resolved.schema)].filter(Boolean).join('; '),
        }
      })
      const answers = Object.entries<Json>(op.responses).map(([status, r]) => {
        const resolved = r.$ref ? d.components.responses[refName(r)!] : r
        const content = Object.entries<Json>(resolved.content ?? {})[0]
        const schema = content ? (refName(content[1].schema) ?? content[0]) : ''
        return { status, text: `${resolved.description}${schema ? ` – ${schema}` : ''}` }
      })
      operations.push({
        id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-'),
        method: method.toUpperCase(),
        path,
        summary: op.summary,
        params,
        body: refName(op.requestBody?.content?.['application/json']?.schema),
        answers,
      })
    }
  }
  const schemas = Object.entries<Json>(d.components.schemas)
    .filter(([name]) => !name.endsWith('Page'))
    .map(([name, schema]) => ({
      name,
      description: (schema.description as string | undefined) ?? '',
      fields: fieldsOf(schema),
    }))
  const webhooks = Object.entries<Json>(d.webhooks ?? {}).map(([type, item]) => ({
    type,
    summary: String(item.post.summary),
    data: refName(item.post.requestBody.content['application/json'].schema.properties.data) ?? '',
  }))
  return {
    description: d.info.description as string,
    server: d.servers[0].url as string,
    operations,
    schemas,
    webhooks,
  }
}

export type ApiReference = ReturnType<typeof apiReference>
