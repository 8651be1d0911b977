// JSON bodies → the form fields the zod schemas of app/forms read. Numbers
// become their text, booleans 'on'/absent (as a checkbox), null/'' absent.
// Objects, arrays and unknown fields are refused so nothing is silently dropped.

export type BodyProblem = { fields: Record<string, string[]> }

export function toFormData(
  body: Record<string, unknown>,
  allowed: readonly string[],
  booleans: readonly string[] = [],
): FormData | BodyProblem {
  const fields: Record<string, string[]> = {}
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) {
    if (!allowed.includes(key)) {
      fields[key] = ['Unbekanntes Feld']
      continue
    }
    if (value === null || value === undefined) continue
    if (booleans.includes(key)) {
      if (typeof value !== 'boolean') fields[key] = ['Bitte true oder false angeben']
      else if (value) form.set(key, 'on')
      continue
    }
    if (typeof value === 'string') form.set(key, value)
    else if (typeof value === 'number' && Number.isFinite(value)) form.set(key, String(value))
    else fields[key] = ['Ungültiger Typ (Text oder Zahl erwartet)']
  }
  return Object.keys(fields).length ? { fields } : form
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
