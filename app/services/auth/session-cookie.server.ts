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

async function readToken(cookie: ReturnType<typeof staffSessionCookie>, request: Request) {
  const value: unknown = await cookie.parse(request.headers.get('Cookie'))
  return typeof value === 'string' && value.length > 0 ? value : null
}

export async function getStaffSession(request: Request) {
  const token = await readToken(staffSessionCookie(), request)
  return token ? (findLiveSession(hashToken(token), 'staff') ?? null) : null
}

export async function getCustomerSession(request: Request) {
  const token = await readToken(customerSessionCookie(), request)
  return token ? (findLiveSession(hashToken(token), 'customer') ?? null) : null
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
  const token = await readToken(staffSessionCookie(), request)
  if (token) deleteSession(hashToken(token))
  return staffSessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}

export async function destroyCustomerSession(request: Request) {
  const token = await readToken(customerSessionCookie(), request)
  if (token) deleteSession(hashToken(token))
  return customerSessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}
