// API key format (ADR 123): 'fp_live_' + 32 random bytes in base64url. The
// first 12 characters stay visible as the prefix; the rest is only hashed.

export const API_KEY_PREFIX = 'fp_live_'
const VISIBLE = API_KEY_PREFIX.length + 4

export function visiblePrefix(key: string) {
  return `${key.slice(0, VISIBLE)}…`
}

/** A bearer value that could be one of our keys (cheap check before hashing). */
export function looksLikeApiKey(value: string) {
  return /^fp_live_[A-Za-z0-9_-]{43}$/.test(value)
}

/** 'Bearer xyz' → 'xyz'; null when the header is missing or another scheme. */
export function bearerToken(header: string | null) {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match ? match[1]! : null
}

/** Last use is written at most once a minute per key (reads must not write on every request). */
export const LAST_USED_THROTTLE_MS = 60_000

export function shouldTouch(lastUsedAt: number | null, now: number) {
  return lastUsedAt === null || now - lastUsedAt >= LAST_USED_THROTTLE_MS
}
