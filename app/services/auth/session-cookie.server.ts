import { createToken, hashToken } from '~/utils/token.server'
import {
  CUSTOMER_SESSION_HOURS,
  STAFF_SESSION_DAYS,
  customerSessionCookie,
  staffSessionCookie,
} from '~/utils/cookies.server'
import { deleteSession, findLiveSession, insertSession } from '~/models/session.server'

// The cookie holds only a signed random token; the sessions row (keyed by its
// SHA-256) holds who it is. Deleting the row revokes the cookie at once.

type SessionCookie = ReturnType<typeof staffSessionCookie>
type SessionKey = { token: string; hash: string }

// A browser sends the same Cookie header with every request: its session
// token is read (parsed, the signature checked with an HMAC) and hashed once,
// then looked up here (ADR 147a). The lookup of the sessions row is not
// kept, so a deleted row still ends the session at once. Bounded: the first read
// header gives way; a header over MAX_KEPT_HEADER characters is read each time.
const MAX_KEPT_HEADERS = 2_000
const MAX_KEPT_HEADER = 4_096
const keysByCookie = new WeakMap<SessionCookie, Map<string, SessionKey | null>>()

async function readSessionKey(cookie: SessionCookie, request: Request): Promise<SessionKey | null> {
  const header = request.headers.get('Cookie')
  if (!header) return null
  let kept = keysByCookie.get(cookie)
  if (!kept) keysByCookie.set(cookie, (kept = new Map()))
  const known = kept.get(header)
  if (known !== undefined) return known
  const value: unknown = await cookie.parse(header)
  const key = typeof value === 'string' && value.length > 0 ? { token: value, hash: hashToken(value) } : null
  if (header.length <= MAX_KEPT_HEADER) {
    if (kept.size >= MAX_KEPT_HEADERS) kept.delete(kept.keys().next().value!)
    kept.set(header, key)
  }
  return key
}

export async function getStaffSession(request: Request) {
  const key = await readSessionKey(staffSessionCookie(), request)
  return key ? (findLiveSession(key.hash, 'staff') ?? null) : null
}

export async function getCustomerSession(request: Request) {
  const key = await readSessionKey(customerSessionCookie(), request)
  return key ? (findLiveSession(key.hash, 'customer') ?? null) : null
}

/** A new id at every sign-in (no session fixation). Returns the Set-Cookie value. */
export async function createStaffSession(userId: string, tenantId: string | null, now = Date.now()) {
  const { token, hash } = createToken()
  const expiresAt = now + STAFF_SESSION_DAYS * 86_400_000
  insertSession({ id: hash, kind: 'staff', userId, tenantId, createdAt: now, expiresAt })
  return staffSessionCookie().serialize(token, { expires: new Date(expiresAt) })
}

/** Customer sessions end 24 hours after sign-in, however active (absolute). */
export async function createCustomerSession(endCustomerId: string, tenantId: string, now = Date.now()) {
  const { token, hash } = createToken()
  const expiresAt = now + CUSTOMER_SESSION_HOURS * 3_600_000
  insertSession({ id: hash, kind: 'customer', endCustomerId, tenantId, createdAt: now, expiresAt })
  return customerSessionCookie().serialize(token, { expires: new Date(expiresAt) })
}

export async function destroyStaffSession(request: Request) {
  const key = await readSessionKey(staffSessionCookie(), request)
  if (key) deleteSession(key.hash)
  return staffSessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}

export async function destroyCustomerSession(request: Request) {
  const key = await readSessionKey(customerSessionCookie(), request)
  if (key) deleteSession(key.hash)
  return customerSessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}
