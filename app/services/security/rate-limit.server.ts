import { incrementCounter, readCounter, resetCounter } from '~/models/rate-limit-store.server'
import { getRequestContext } from '~/utils/request-context.server'

// Fixed-window counters in SQLite, so limits hold across restarts and processes.

export type Limit = { name: string; max: number; windowMs: number }

export const LIMITS = {
  signInFailuresPerAccount: { name: 'signin-fail', max: 10, windowMs: 15 * 60_000 },
  authPostsPerIp: { name: 'auth-ip', max: 10, windowMs: 60_000 },
  loginMailsPerCustomer: { name: 'customer-mail', max: 3, windowMs: 15 * 60_000 },
  linkRequestsPerAddress: { name: 'link-request', max: 3, windowMs: 15 * 60_000 },
  resetMailsPerAddress: { name: 'reset-mail', max: 3, windowMs: 15 * 60_000 },
  // sign-in unlock links (ADR 115): anyone can ask, so few per address and per IP
  unlockMailsPerAddress: { name: 'unlock-mail', max: 3, windowMs: 60 * 60_000 },
  unlockRequestsPerIp: { name: 'unlock-ip', max: 5, windowMs: 60 * 60_000 },
  invitationMailsPerTenant: { name: 'invite-mail', max: 20, windowMs: 60 * 60_000 },
  // calendar programs poll about hourly; a few devices per feed stay far below
  calendarFeedPerToken: { name: 'calendar-feed', max: 60, windowMs: 15 * 60_000 },
  // Every mail a tenant causes to an outside address (docs/security.md §2).
  tenantMailsPerRecipient: { name: 'mail-to', max: 5, windowMs: 60 * 60_000 },
  tenantMailsPerTenant: { name: 'mail-tenant', max: 100, windowMs: 60 * 60_000 },
  passwordChecksPerUser: { name: 'password-check', max: 5, windowMs: 15 * 60_000 },
  // the sign-up's note to the owner of a taken address: anyone can trigger it
  accountExistsMailsPerAddress: { name: 'exists-mail', max: 3, windowMs: 60 * 60_000 },
  // plan requests mail the platform owner; the request itself is always stored
  planRequestMailsPerTenant: { name: 'plan-request-mail', max: 3, windowMs: 24 * 60 * 60_000 },
} satisfies Record<string, Limit>

function windowStart(limit: Limit, now: number) {
  return Math.floor(now / limit.windowMs) * limit.windowMs
}

/** Counts this attempt; false when it is over the limit. */
export function consume(limit: Limit, key: string, now = Date.now()) {
  return incrementCounter(`${limit.name}:${key}`, windowStart(limit, now)) <= limit.max
}

/** Is there room left, without counting? */
export function hasRoom(limit: Limit, key: string, now = Date.now()) {
  return readCounter(`${limit.name}:${key}`, windowStart(limit, now)) < limit.max
}

export function clear(limit: Limit, key: string, now = Date.now()) {
  resetCounter(`${limit.name}:${key}`, windowStart(limit, now))
}

/**
 * Fly-Client-IP when present (Fly's proxy sets it, so it is trusted only where
 * FLY_APP_NAME says we run behind that proxy), else the socket address.
 * X-Forwarded-For is never trusted.
 */
export function clientIp(): string {
  const context = getRequestContext()
  const fly = process.env.FLY_APP_NAME ? context?.flyClientIp : null
  return fly ?? context?.remoteAddress ?? 'unbekannt'
}

export function tooManyRequests(message: string): never {
  throw new Response(message, { status: 429, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
