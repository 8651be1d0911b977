// Bench scenario of the calendar feed (called by scripts/bench.js with the context below):
// the subscribable feed of the big tenant (10,000 events → 20,000 all-day
// VEVENTs: date and deadline) and the month view of its busiest month.
import { createHash, randomBytes, randomUUID } from 'node:crypto'

export const title = 'Kalender'

/**
 * Berlin month ('YYYY-MM') with the most event dates and deadlines of the tenant.
 * @param {import('better-sqlite3').Database} sqlite
 * @param {string} tenantId
 */
function busiestMonth(sqlite, tenantId) {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' })
  /** @type {Map<string, number>} */
  const counts = new Map()
  const rows = /** @type {{ d: number | null, f: number | null }[]} */ (sqlite.prepare('SELECT event_date AS d, deadline_at AS f FROM events WHERE tenant_id = ?').all(tenantId))
  for (const { d, f } of rows) {
    for (const ms of [d, f]) {
      if (ms === null) continue
      const month = fmt.format(new Date(ms))
      counts.set(month, (counts.get(month) ?? 0) + 1)
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}

/** @param {import('./bench-types.js').ScenarioContext} ctx */
export async function run({ base, tenantQuery, cookie, sqlite, bigTenantId, measure }) {
  const admin = /** @type {{ id: string }} */ (sqlite.prepare("SELECT user_id AS id FROM profiles WHERE tenant_id = ? AND role = 'tenant_admin' LIMIT 1").get(bigTenantId))

  const token = randomBytes(32).toString('base64url')
  const feedId = randomUUID()
  sqlite
    .prepare("INSERT INTO calendar_feeds (id, tenant_id, user_id, scope, token_hash, created_at) VALUES (?, ?, ?, 'all', ?, ?)")
    .run(feedId, bigTenantId, admin.id, createHash('sha256').update(token).digest('hex'), Date.now())
  // The feed allows 60 requests per token and 15 minutes (LIMITS.calendarFeedPerToken;
  // tests/integration/calendar-feed.test.ts proves it). A load run of one token
  // would hit it within a second, so the bench pre-charges this token's
  // counters for the next hours negative instead of measuring 429s.
  const windowMs = 15 * 60_000
  const first = Math.floor(Date.now() / windowMs) * windowMs
  const charge = sqlite.prepare('INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)')
  for (let i = 0; i < 16; i++) charge.run(`calendar-feed:${feedId}`, first + i * windowMs, -1_000_000_000)

  const feedPath = `/calendar/feed/${token}.ics?${tenantQuery}`
  const first200 = await fetch(`${base}${feedPath}`)
  const etag = first200.headers.get('etag')
  const size = (await first200.arrayBuffer()).byteLength
  if (first200.status !== 200) throw new Error(`Kalender-Feed: ${first200.status}`)
  console.log(`  Kalender-Feed: ${(size / 1e6).toFixed(1)} MB, ETag ${etag}`)

  const month = busiestMonth(sqlite, bigTenantId)
  const results = [
    // 10 MB per answer: 2 connections (one per worker), 4 warm-up requests
    // (the first of each worker renders the body into its cache), up to 60 s
    // per answer: a busy machine took over autocannon's 10 s for some
    await measure('Feed 10.000 Events', feedPath, { connections: 2, warmUpRequests: 4, timeout: 60 }),
    await measure(`/tenant/calendar ${month} (10.000 Events)`, `/tenant/calendar?month=${month}&view=month&${tenantQuery}`, { cookie }),
  ]
  return results
}
