// Conform turns a field name like `rows[10000000].net` into an array of that
// length (and echoes it back in the reply): one 20-byte post could exhaust the
// heap. No form of ours holds more than 100 list items or needs a name longer
// than 200 characters, so guardAction refuses such names before any parser
// sees them.

export const MAX_LIST_INDEX = 100
export const MAX_FIELD_NAME_LENGTH = 200
export const MAX_FIELD_COUNT = 2000

const INDEX = /\[(\d*)\]/g

/** Why a field name is refused, or null when it is acceptable. */
export function fieldNameProblem(name: string): string | null {
  if (name.length > MAX_FIELD_NAME_LENGTH) return 'too-long'
  for (const match of name.matchAll(INDEX)) {
    const digits = match[1]!
    if (digits.length > 3 || Number(digits) > MAX_LIST_INDEX) return 'index-too-large'
  }
  return null
}

/** True when every name is acceptable and there are not absurdly many of them. */
export function fieldNamesAcceptable(names: Iterable<string>): boolean {
  let count = 0
  for (const name of names) {
    count += 1
    if (count > MAX_FIELD_COUNT || fieldNameProblem(name)) return false
  }
  return true
}
