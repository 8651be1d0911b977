import { fieldNameProblem, MAX_FIELD_COUNT, MAX_LIST_INDEX, MAX_NAME_DEPTH, StructureMeter } from './form-field-names'

// Conform's reserved fields `__intent__` (list insert/remove/reorder, update,
// reset, validate) and `__state__` are JSON a client sends. Conform applies
// them to the parsed form before the schema runs: an update at index 100,000
// builds a list of that length and the page then renders every row. These
// checks run before Conform sees a post (guardAction, and again in our
// parseWithZod, which also knows the form's fields and list maxima).

export const INTENT_FIELD = '__intent__'
export const STATE_FIELD = '__state__'

const TYPES = new Set(['validate', 'update', 'reset', 'insert', 'remove', 'reorder'])
const LIST_TYPES = new Set(['insert', 'remove', 'reorder'])

export type FormIntent = {
  type: string
  payload: { name?: string; index?: number; from?: number; to?: number; value?: unknown; defaultValue?: unknown }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isIndex = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LIST_INDEX

/** A value an intent carries (update's value, insert's default): as small as a form could post. */
export function intentValueAcceptable(value: unknown): boolean {
  let nodes = 0
  const visit = (item: unknown, depth: number): boolean => {
    nodes += 1
    if (nodes > MAX_FIELD_COUNT || depth > MAX_NAME_DEPTH) return false
    if (Array.isArray(item)) return item.length <= MAX_LIST_INDEX + 1 && item.every((child) => visit(child, depth + 1))
    if (isPlainObject(item)) {
      return Object.entries(item).every(
        ([key, child]) => key.length <= 200 && key !== '__proto__' && visit(child, depth + 1),
      )
    }
    return item === null || ['string', 'number', 'boolean'].includes(typeof item)
  }
  return visit(value, 0)
}

/** The intent, or null when the JSON is not one Conform may apply (its shape only, no schema). */
export function readIntent(raw: string): FormIntent | null {
  let intent: unknown
  try {
    intent = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isPlainObject(intent) || typeof intent.type !== 'string' || !TYPES.has(intent.type)) return null
  const payload = intent.payload
  if (!isPlainObject(payload)) return null
  const { name, index, from, to } = payload
  if (name !== undefined && (typeof name !== 'string' || fieldNameProblem(name))) return null
  if (index !== undefined && !isIndex(index)) return null
  if (LIST_TYPES.has(intent.type) && typeof name !== 'string') return null
  if (intent.type === 'remove' && index === undefined) return null
  if (intent.type === 'reorder' && !(isIndex(from) && isIndex(to))) return null
  if ('value' in payload && !intentValueAcceptable(payload.value)) return null
  if ('defaultValue' in payload && !intentValueAcceptable(payload.defaultValue)) return null
  // an update without a name replaces the whole form's value: only an object can be that
  if (intent.type === 'update' && name === undefined && payload.value !== undefined && !isPlainObject(payload.value))
    return null
  return intent as FormIntent
}

/** Conform's `__state__`: an object of records keyed by field names, bounded like the names themselves. */
export function stateAcceptable(raw: string): boolean {
  let state: unknown
  try {
    state = JSON.parse(raw)
  } catch {
    return false
  }
  if (!isPlainObject(state)) return false
  const meter = new StructureMeter()
  let count = 0
  for (const record of Object.values(state)) {
    if (!isPlainObject(record)) return false
    for (const [name, value] of Object.entries(record)) {
      count += 1
      if (count > MAX_FIELD_COUNT || fieldNameProblem(name) || !meter.add(name)) return false
      if (value !== null && typeof value === 'object') return false
    }
  }
  return true
}

/** Both control fields, when present, are single texts Conform can apply safely. */
export function formControlProblem(formData: { getAll(name: string): unknown[] }): 'intent' | 'state' | null {
  const intents = formData.getAll(INTENT_FIELD)
  const states = formData.getAll(STATE_FIELD)
  if (intents.length > 1 || (intents[0] !== undefined && (typeof intents[0] !== 'string' || !readIntent(intents[0]))))
    return 'intent'
  if (states.length > 1 || (states[0] !== undefined && (typeof states[0] !== 'string' || !stateAcceptable(states[0]))))
    return 'state'
  return null
}
