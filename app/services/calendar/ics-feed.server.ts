import { createHash } from 'node:crypto'
import { buildIcs, FEED_TTL_SECONDS } from '~/domain/calendar/ics'
import type { CalendarEntry } from '~/domain/calendar/entries'
import { formatMonth, shiftMonth, parseMonth } from '~/domain/calendar/month'
import { berlinDayStart, berlinYmd, todayYmd } from '~/domain/event-dates'
import { openTaskEntries } from '~/models/calendar-tasks.server'
import { findLiveFeed, touchFeed } from '~/models/calendar-feed.server'
import { calendarEntries } from '~/models/calendar-sources.server'
import { isTenantActive, withEffectiveStatus } from '~/models/tenant.server'
import { LIMITS, consume } from '~/services/security/rate-limit.server'
import { withBookkeepingWrites } from '~/utils/request-context.server'
import { hostTenantOf, tenantUrl } from '~/utils/tenant-url.server'
import { hashToken } from '~/utils/token.server'

// The subscribable feed GET /calendar/feed/<token>.ics (ADR 118).

const TOKEN = /^[A-Za-z0-9_-]{43}\.ics$/
const LAST_USE_EVERY_MS = 60 * 60_000

function notFound(): never {
  throw new Response('Nicht gefunden', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/** The feed starts on the first day of the month twelve months back (Berlin). */
export function feedStart(now = Date.now()) {
  const month = shiftMonth(parseMonth(todayYmd(now).slice(0, 7), todayYmd(now)), -12)
  return berlinDayStart(`${formatMonth(month)}-01`)
}

/**
 * A strong ETag over what the feed would say; equal entries → equal tag. The
 * entries' text goes to the hash in pieces of about 64 KB (one update per
 * entry cost more than the hashing; the whole text at once would be megabytes).
 */
export function entriesEtag(name: string, entries: CalendarEntry[], urlBase: string) {
  const hash = createHash('sha256').update(name).update('\n').update(urlBase)
  let piece = ''
  for (const e of entries) {
    piece += `\n${e.uid}\t${e.ymd}\t${e.title}\t${e.href}\t${e.status}\t${e.cancelled}\t${e.sequence}\t${e.lastModified}\t${e.description}`
    if (piece.length > 65_536) {
      hash.update(piece)
      piece = ''
    }
  }
  hash.update(piece)
  return `"${hash.digest('base64url').slice(0, 32)}"`
}

/**
 * Rendered feeds by ETag, per process: a subscriber polling an unchanged feed
 * without If-None-Match gets the same bytes without rendering 20,000 VEVENTs
 * again. Equal ETag = equal entries, name and links, so the body is equal.
 * Bounded by total size; the oldest goes first.
 */
const rendered = new Map<string, Buffer<ArrayBuffer>>()
const RENDERED_MAX_BYTES = 24 * 1024 * 1024

function cachedBody(etag: string, render: () => Buffer<ArrayBuffer>) {
  const hit = rendered.get(etag)
  if (hit) {
    rendered.delete(etag)
    rendered.set(etag, hit)
    return hit
  }
  const body = render()
  if (body.length > RENDERED_MAX_BYTES) return body
  rendered.set(etag, body)
  let total = 0
  for (const b of rendered.values()) total += b.length
  for (const [key, b] of rendered) {
    if (total <= RENDERED_MAX_BYTES) break
    rendered.delete(key)
    total -= b.length
  }
  return body
}

function matches(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })
}

export function calendarFeedResponse(request: Request, tokenParam: string | undefined, now = Date.now()) {
  if (!tokenParam || !TOKEN.test(tokenParam)) notFound()
  const found = findLiveFeed(hashToken(tokenParam.slice(0, -4)))
  if (!found || !isTenantActive(withEffectiveStatus(found.tenant, now))) notFound()
  const { feed, tenant } = found
  const host = hostTenantOf(request)
  if (host.kind === 'subdomain' && host.subdomain !== tenant.subdomain) notFound()

  // Bookkeeping writes during this GET: the per-token counter and the
  // hourly last-use stamp, nothing else (request-context.server.ts).
  const allowed = withBookkeepingWrites(['rate_limits', 'calendar_feeds'], () => {
    if (!consume(LIMITS.calendarFeedPerToken, feed.id, now)) return false
    if (feed.lastUsedAt === null || feed.lastUsedAt < now - LAST_USE_EVERY_MS)
      touchFeed(tenant.id, feed.id, now, LAST_USE_EVERY_MS)
    return true
  })
  if (!allowed) {
    throw new Response('Zu viele Anfragen.', {
      status: 429,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '900' },
    })
  }

  const from = feedStart(now)
  const entries = calendarEntries(tenant.id, {
    from,
    to: null,
    plannerId: feed.scope === 'mine' ? feed.userId : null,
    status: null,
  })
  // 'Aufgaben' ticked: the holder's own open tasks, whatever the scope
  if (feed.includeTasks) entries.push(...openTaskEntries(tenant.id, feed.userId, berlinYmd(from)))
  const name = feed.scope === 'mine' ? `Festplan – ${tenant.name} (meine Events)` : `Festplan – ${tenant.name}`
  const urlBase = tenantUrl(tenant.subdomain, '/')
  const etag = entriesEtag(name, entries, urlBase)
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache', 'X-Robots-Tag': 'noindex' }
  if (matches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers })
  const body = cachedBody(etag, () =>
    buildIcs(entries, { name, url: (entry) => tenantUrl(tenant.subdomain, entry.href), ttlSeconds: FEED_TTL_SECONDS }),
  )
  return new Response(body, {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Length': String(body.length),
      'Content-Disposition': 'inline; filename="festplan.ics"',
    },
  })
}
