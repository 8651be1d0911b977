// zod is configured (jitless) before Conform's zod adapter loads
import './zod'
import { parseWithZod as conformParseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { fieldNamesAcceptable, MAX_LIST_INDEX } from '~/domain/form-field-names'
import { formControlProblem, INTENT_FIELD, readIntent, type FormIntent } from '~/domain/form-intent'

// Every form of the app parses with this parseWithZod (same signature as
// Conform's). Conform's submission.reply() echoes the whole posted payload
// (initialValue) and every posted name (fields), also names the form does not
// have: a request could make the answer carry whatever it sent. Here the
// reply keeps only what the form's schema knows. Paths
// below a schema part that accepts any key (z.record, z.any, custom) are kept.

type Schemas = unknown[]
type Def = {
  type?: string
  shape?: Record<string, unknown>
  element?: unknown
  innerType?: unknown
  in?: unknown
  out?: unknown
  options?: unknown[]
  left?: unknown
  right?: unknown
  getter?: () => unknown
}

const defOf = (schema: unknown): Def | null => (schema as { _zod?: { def?: Def } })?._zod?.def ?? null

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success'])

/** The object/array/other parts a schema can take, wrappers, pipes, unions and intersections unfolded. */
function bases(schemas: Schemas, depth = 0): Schemas {
  if (depth > 20) return [undefined]
  const out: Schemas = []
  for (const schema of schemas) {
    const def = defOf(schema)
    if (!def) out.push(undefined)
    else if (def.type && WRAPPERS.has(def.type)) out.push(...bases([def.innerType], depth + 1))
    // z.preprocess is a pipe from a transform: the form's fields are the output schema's
    else if (def.type === 'pipe') out.push(...bases([typeOf(def.in) === 'transform' ? def.out : def.in], depth + 1))
    else if (def.type === 'union') out.push(...bases(def.options ?? [], depth + 1))
    else if (def.type === 'intersection') out.push(...bases([def.left, def.right], depth + 1))
    else if (def.type === 'lazy' && def.getter) out.push(...bases([def.getter()], depth + 1))
    else out.push(schema)
  }
  return out
}

const typeOf = (schema: unknown) => defOf(schema)?.type
/** A part that could hold any key or element (record, any, unknown, custom, …). */
const open = (parts: Schemas) =>
  parts.some(
    (p) =>
      ![
        'object',
        'array',
        'string',
        'number',
        'boolean',
        'bigint',
        'enum',
        'literal',
        'date',
        'file',
        'null',
        'undefined',
        'never',
        'nan',
        'template_literal',
      ].includes(typeOf(p) ?? ''),
  )

function childSchemas(parts: Schemas, key: string | number): Schemas | null {
  const children: Schemas = []
  for (const part of parts) {
    const def = defOf(part)!
    if (typeof key === 'number' && def?.type === 'array') children.push(def.element)
    if (typeof key === 'string' && def?.type === 'object' && def.shape && Object.hasOwn(def.shape, key))
      children.push(def.shape[key])
  }
  return children.length ? children : null
}

/** The value with every key and element the schemas do not know removed. */
export function keepKnown(value: unknown, schemas: Schemas): unknown {
  const parts = bases(schemas)
  if (open(parts)) return value
  if (Array.isArray(value)) {
    const element = childSchemas(parts, 0)
    return element ? value.map((item) => keepKnown(item, element)) : undefined
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      const child = childSchemas(parts, key)
      if (child) out[key] = keepKnown(item, child)
    }
    return out
  }
  return value
}

/** `rows[2].net` → ['rows', 2, 'net']. */
function segments(name: string): Array<string | number> | null {
  const out: Array<string | number> = []
  const re = /([^.[\]]+)|\[(\d+)\]/g
  for (const match of name.matchAll(re)) out.push(match[2] !== undefined ? Number(match[2]) : match[1]!)
  return out.length ? out : null
}

/** True when the schemas have a place for this field name. */
export function knowsName(name: string, schemas: Schemas): boolean {
  const path = segments(name)
  if (!path) return false
  let current: Schemas = schemas
  for (const key of path) {
    const parts = bases(current)
    if (open(parts)) return true
    const next = childSchemas(parts, key)
    if (!next) return false
    current = next
  }
  return true
}

/** The reply with only the schema's fields in initialValue and fields. */
export function restrictReply<R extends SubmissionResult<string[]>>(reply: R, schema: unknown): R {
  if (!schema) return reply
  const restricted = { ...reply }
  if (reply.initialValue) restricted.initialValue = keepKnown(reply.initialValue, [schema]) as R['initialValue']
  if (reply.fields) restricted.fields = reply.fields.filter((name) => knowsName(name, [schema]))
  return restricted
}

type Submission = { reply: (options?: never) => SubmissionResult<string[]> }

function restrict<S extends Submission>(submission: S, schema: () => unknown): S {
  const reply = submission.reply.bind(submission)
  submission.reply = ((options?: never) => restrictReply(reply(options), schema())) as S['reply']
  return submission
}

/** The schema parts at a field name (`modules[2].serviceIds`), or null when the form has no such field. */
function schemasAt(name: string, schemas: Schemas): Schemas | null {
  const path = segments(name)
  if (!path) return null
  let current: Schemas = schemas
  for (const key of path) {
    const parts = bases(current)
    if (open(parts)) return [undefined]
    const next = childSchemas(parts, key)
    if (!next) return null
    current = next
  }
  return current
}

/** The most items the list at these schema parts may hold (z.array().max()), capped by the index bound. */
function listMaximum(parts: Schemas): number {
  let maximum = MAX_LIST_INDEX + 1
  for (const part of bases(parts)) {
    if (typeOf(part) !== 'array') continue
    const checks =
      (defOf(part) as { checks?: Array<{ _zod?: { def?: { check?: string; maximum?: number } } }> }).checks ?? []
    for (const check of checks) {
      const def = check._zod?.def
      if (def?.check === 'max_length' && typeof def.maximum === 'number') maximum = Math.min(maximum, def.maximum)
    }
  }
  return maximum
}

/**
 * An intent fits the form: its name is one of the form's fields and every
 * index stays within that list's maximum (an insert may append one past it,
 * the schema then says 'Höchstens …').
 */
export function intentFitsSchema(intent: FormIntent, schema: unknown): boolean {
  const { name, index, from, to } = intent.payload
  if (name === undefined || name === '') return true
  const at = schemasAt(name, [schema])
  if (!at) return false
  const indexes = [index, from, to].filter((i): i is number => typeof i === 'number')
  if (!indexes.length) return true
  const parts = bases(at)
  if (open(parts)) return indexes.every((i) => i <= MAX_LIST_INDEX)
  if (!parts.some((part) => typeOf(part) === 'array')) return false
  const maximum = listMaximum(at)
  return indexes.every((i) => i <= maximum)
}

const INVALID_FORM = 'Ungültiges Formularfeld.'
const INVALID_INTENT = 'Ungültige Formularaktion.'

function refuse(message: string): never {
  throw new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/**
 * The one place a form is parsed with Conform: before Conform builds objects
 * and lists from the names and applies an intent, the post's structure is
 * bounded (app/domain/form-field-names.ts) and the intent must name a field of
 * this form within its list's maximum. Anything else is a 400, at once.
 */
function assertParsable(payload: FormData | URLSearchParams, schemaFor: (intent: unknown) => unknown) {
  if (!fieldNamesAcceptable(payload.keys())) refuse(INVALID_FORM)
  if (formControlProblem(payload)) refuse(INVALID_INTENT)
  const raw = payload.get(INTENT_FIELD)
  if (typeof raw !== 'string') return
  const intent = readIntent(raw)
  if (!intent || !intentFitsSchema(intent, schemaFor(intent))) refuse(INVALID_INTENT)
}

/** Conform's parseWithZod whose reply() never echoes fields the schema does not have. */
export const parseWithZod = ((
  payload: FormData | URLSearchParams,
  options: { schema: unknown } & Record<string, unknown>,
) => {
  // the bounds protect the server; in the browser the form's own fields are parsed as they are
  if (typeof document === 'undefined') {
    assertParsable(payload, (intent) =>
      typeof options.schema === 'function' ? (options.schema as (intent: unknown) => unknown)(intent) : options.schema,
    )
  }
  let resolved: unknown = typeof options.schema === 'function' ? undefined : options.schema
  const schema =
    typeof options.schema === 'function'
      ? (intent: unknown) => (resolved = (options.schema as (intent: unknown) => unknown)(intent))
      : options.schema
  const submission = (conformParseWithZod as unknown as (p: unknown, o: unknown) => Submission | Promise<Submission>)(
    payload,
    { ...options, schema },
  )
  if (submission instanceof Promise) return submission.then((s) => restrict(s, () => resolved))
  return restrict(submission, () => resolved)
}) as unknown as typeof conformParseWithZod
