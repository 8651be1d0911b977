// Form posts against a running server, as a browser without JavaScript would
// send them (same Origin, urlencoded), and the demo sign-in.
import { randomBytes } from 'node:crypto'

export const DEMO_ADMIN = { email: 'admin@demo.example', password: 'festplan-demo' }

/** A random address for Fly-Client-IP, so sign-ins do not share the per-IP limit. */
export function randomIp() {
  const b = randomBytes(3)
  return `10.${b[0]}.${b[1]}.${b[2]}`
}

/** @param {Response} res */
function cookiesOf(res) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
}

/**
 * POSTs a form; never follows redirects.
 * @param {string} base
 * @param {string} path
 * @param {Record<string, string>} fields
 */
export async function postForm(base, path, fields, { cookie = '', timeoutMs = 15_000 } = {}) {
  return fetch(base + path, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      Origin: base,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Fly-Client-IP': randomIp(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** Signs in on the staff form; returns the Cookie header value. @param {string} base */
export async function signIn(base, { email, password } = DEMO_ADMIN) {
  const res = await postForm(base, '/tenant-signup?mode=login', { intent: 'login', email, password })
  const cookie = cookiesOf(res).join('; ')
  if (res.status !== 302 || !cookie.includes('=')) {
    throw new Error(`Anmeldung fehlgeschlagen (${res.status}): ${(await res.text()).slice(0, 300)}`)
  }
  return cookie
}

/**
 * Creates a customer; true when the server acknowledged it with a redirect.
 * @param {string} base
 * @param {string} cookie
 * @param {string} email
 * @param {{ cookie?: string, timeoutMs?: number }} [options]
 */

export async function createCustomer(base, cookie, email, options = {}) {
  const res = await postForm(base, '/tenant/customers/new', { name: `Kunde ${email.split('@')[0]}`, email }, { cookie, ...options })
  await res.arrayBuffer()
  return { ok: res.status === 302 || res.status === 303, status: res.status }
}
