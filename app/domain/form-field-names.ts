// Conform turns field names into nested objects and arrays: `rows[10000000].net`
// is an array of that length, and 2,000 names like `a[i][j][99][99]…[99]` (each
// index small, each name short) together imply millions of array slots, which
// exhausted the heap. So a post is measured as a whole before any parser sees
// it: every name short, every index at most 100, at most 8 path segments deep,
// and all names together implying at most 10,000 containers and list slots.
// Our largest form (a template: 50 modules × up to 101 services) stays far below.

export const MAX_LIST_INDEX = 100
export const MAX_FIELD_NAME_LENGTH = 200
export const MAX_FIELD_COUNT = 2000
/** path segments of one name: `modules[3].serviceIds[12]` has 4 */
export const MAX_NAME_DEPTH = 8
/** objects and list slots that all names of one post imply together */
export const MAX_IMPLIED_SLOTS = 10_000

export type FieldNameProblem = 'too-long' | 'index-too-large' | 'too-deep' | 'too-many-fields' | 'too-much-structure'

const TOKEN = /([^.[\]]+)|\[(\d*)\]/g

/** `rows[2].net` → ['rows', 2, 'net'] (the segments Conform builds), `todos[]` → ['todos', '']. */
export function nameSegments(name: string): Array<string | number> {
  const out: Array<string | number> = []
  for (const match of name.matchAll(TOKEN)) {
    if (match[1] !== undefined) out.push(match[1])
    else out.push(match[2] === '' ? '' : match[2]!.length > 3 ? Number.MAX_SAFE_INTEGER : Number(match[2]))
  }
  return out
}

/** Why one field name is refused, or null when it is acceptable on its own. */
export function fieldNameProblem(name: string): FieldNameProblem | null {
  if (name.length > MAX_FIELD_NAME_LENGTH) return 'too-long'
  const segments = nameSegments(name)
  for (const segment of segments) if (typeof segment === 'number' && segment > MAX_LIST_INDEX) return 'index-too-large'
  if (segments.length > MAX_NAME_DEPTH) return 'too-deep'
  return null
}

/**
 * Counts what a set of names implies once built into objects and arrays:
 * one per distinct container (every proper prefix of a name) plus the length
 * of every list (largest index + 1, or one per `[]` append).
 */
export class StructureMeter {
  private containers = new Set<string>()
  private lists = new Map<string, number>()
  private slots = 0

  /** Adds one name; false when the total passes MAX_IMPLIED_SLOTS. */
  add(name: string): boolean {
    const segments = nameSegments(name)
    let prefix = ''
    for (let i = 0; i < segments.length - 1; i++) {
      prefix += `\u0000${segments[i]}`
      if (!this.containers.has(prefix)) {
        this.containers.add(prefix)
        this.slots += 1
      }
      const next = segments[i + 1]
      if (next === '') this.slots += 1
      else if (typeof next === 'number') {
        const length = this.lists.get(prefix) ?? 0
        if (next + 1 > length) {
          this.slots += next + 1 - length
          this.lists.set(prefix, next + 1)
        }
      }
    }
    return this.slots <= MAX_IMPLIED_SLOTS
  }

  get total() {
    return this.slots
  }
}

/** Why a post's names are refused as a whole, or null. */
export function fieldNamesProblem(names: Iterable<string>): FieldNameProblem | null {
  let count = 0
  const meter = new StructureMeter()
  for (const name of names) {
    count += 1
    if (count > MAX_FIELD_COUNT) return 'too-many-fields'
    const problem = fieldNameProblem(name)
    if (problem) return problem
    if (!meter.add(name)) return 'too-much-structure'
  }
  return null
}

/** True when every name is acceptable and all of them together stay within bounds. */
export function fieldNamesAcceptable(names: Iterable<string>): boolean {
  return fieldNamesProblem(names) === null
}
