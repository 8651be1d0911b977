// The pages the benchmark and the profiler load, on a database seeded by
// seed.js (+ seed-invoices.js): sign-ins and the URLs of the measured pages.
import Database from 'better-sqlite3'
import { postForm } from './client.js'
import { seedInvoices } from './seed-invoices.js'
import { BENCH_PASSWORD } from './seed.js'

/**
 * The session cookie of a sign-in answer. The one-time toast cookie is left
 * out: a browser shows it on the next page and drops it, it is not part of
 * every later request.
 * @param {Response} res
 */
export function cookieOf(res) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('=') && !c.startsWith('festplan_toast='))
    .join('; ')
}

/** @typedef {ReturnType<typeof import('./seed.js').seedBench>} Seeded */
/** @typedef {Awaited<ReturnType<typeof signIns>>} Cookies */

/** @param {string} base @param {string} email */
export async function staffCookie(base, email) {
  const res = await postForm(base, '/tenant-signup?mode=login', { intent: 'login', email, password: BENCH_PASSWORD })
  if (res.status !== 302) throw new Error(`Anmeldung ${email}: ${res.status}`)
  return cookieOf(res)
}

/**
 * Staff of the big, the small and the one-month tenant, and the customer of the big one (single-use link: once per database).
 * @param {string} base
 * @param {Seeded} seeded
 */
export async function signIns(base, seeded) {
  const big = await staffCookie(base, seeded.big.email)
  const small = await staffCookie(base, seeded.small.email)
  const month = await staffCookie(base, seeded.month.email)
  const login = await postForm(base, '/customer-login?tenant=gross', { token: seeded.customerToken })
  const customer = cookieOf(login)
  if (!customer) throw new Error(`Kunden-Anmeldung: ${login.status}, kein Cookie`)
  return { big, small, month, customer }
}

/**
 * 5,000 invoices for the big tenant (billing list, analytics) and the newest event's id (event page).
 * @param {string} dbPath
 * @param {Seeded} seeded
 */
export function prepareData(dbPath, seeded) {
  const sqlite = new Database(dbPath)
  try {
    sqlite.pragma('busy_timeout = 5000')
    seedInvoices(sqlite, seeded.big.tenantId, 5000)
    const event = sqlite.prepare('SELECT id FROM events WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT 1').pluck().get(seeded.big.tenantId)
    return { eventId: /** @type {string} */ (event) }
  } finally {
    sqlite.close()
  }
}

/**
 * The pages with a target relative to the events page (10,000 events).
 * @param {string} base
 * @param {Cookies} cookies
 * @param {Seeded} seeded
 * @param {ReturnType<typeof prepareData>} data
 */

export function targetPages(base, cookies, seeded, data) {
  return [
    { name: '/tenant/events (10.000)', key: 'events', url: `${base}/tenant/events`, cookie: cookies.big, js: true },
    { name: 'Event-Seite', key: 'event', url: `${base}/tenant/events/${data.eventId}`, cookie: cookies.big, js: true },
    { name: 'Rechnungsliste (5.000)', key: 'billing', url: `${base}/tenant/billing?tab=invoices`, cookie: cookies.big, js: true },
    { name: 'Analytics (Jahr)', key: 'analytics', url: `${base}/tenant/analytics?period=year`, cookie: cookies.big, js: true },
    { name: `Kalender ${seeded.month.month} (2.500)`, key: 'calendar', url: `${base}/tenant/calendar?month=${seeded.month.month}`, cookie: cookies.month, js: true },
  ]
}
