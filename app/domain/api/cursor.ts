// Cursor pagination for the API: newest first by (created_at, id); the cursor
// is the last row's pair, base64url. A broken cursor is reported, not guessed.

export function encodeCursor(createdAt: number, id: string) {
  return Buffer.from(`${createdAt}:${id}`).toString('base64url')
}

export function decodeCursor(cursor: string): { createdAt: number; id: string } | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const match = text.match(/^(\d{1,15}):([0-9a-f-]{36})$/)
  return match ? { createdAt: Number(match[1]), id: match[2]! } : null
}

export const MAX_LIMIT = 100

/** limit query value → 1..100, default 50; null (a 400) when not a whole number in that range, as the document says. */
export function parseLimit(value: string | null) {
  if (value === null || value === '') return 50
  if (!/^\d{1,3}$/.test(value)) return null
  const limit = Number(value)
  return limit >= 1 && limit <= MAX_LIMIT ? limit : null
}
