import { and, eq, exists, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { profiles, tenants, userTokens, users } from '~/db/schema'
import { SUBDOMAIN_MESSAGES, normalizeSubdomain, subdomainProblem } from '~/domain/subdomain'
import { getDb, writeTransaction, type Tx } from '~/utils/db.server'
import { tenantUrl } from '~/utils/tenant-url.server'

// Self-service sign-up (docs/product.md §2.4). The tenants table is the tenant itself, so
// these queries are not scoped by a tenant_id; they never read another
// tenant's data, only whether a subdomain or e-mail is in use.

/** An unconfirmed sign-up older than this no longer holds its subdomain or e-mail. */
export const SIGNUP_HOLD_MS = 48 * 3_600_000

const staleCutoff = (now: number) => now - SIGNUP_HOLD_MS

/** A tenant that some confirmed user belongs to, or whose trial has started. */
function tenantIsHeld(db: ReturnType<typeof getDb> | Tx, cutoff: number) {
  return sql`(${tenants.trialStartedAt} is not null or ${tenants.createdAt} >= ${cutoff} or ${exists(
    db
      .select({ one: sql`1` })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.tenantId, tenants.id), isNotNull(users.emailConfirmedAt))),
  )})`
}

export function isSubdomainTaken(subdomain: string, now = Date.now()) {
  const db = getDb()
  const row = db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.subdomain, subdomain), tenantIsHeld(db, staleCutoff(now))))
    .get()
  return Boolean(row)
}

export function isEmailTaken(email: string, now = Date.now()) {
  const row = getDb()
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        sql`(${users.emailConfirmedAt} is not null or ${users.createdAt} >= ${staleCutoff(now)})`,
      ),
    )
    .get()
  return Boolean(row)
}

/** Deletes unconfirmed sign-ups older than 48 hours: their users and the tenants nobody confirmed. */
export function purgeStaleSignups(tx: Tx, now = Date.now()) {
  const cutoff = staleCutoff(now)
  const staleUsers = tx
    .select({ id: users.id, tenantId: profiles.tenantId })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(isNull(users.emailConfirmedAt), lt(users.createdAt, cutoff)))
    .all()
  if (staleUsers.length === 0) return 0
  tx.delete(users)
    .where(
      inArray(
        users.id,
        staleUsers.map((u) => u.id),
      ),
    )
    .run()
  const tenantIds = [...new Set(staleUsers.map((u) => u.tenantId).filter((id): id is string => Boolean(id)))]
  if (tenantIds.length > 0) {
    tx.delete(tenants)
      .where(and(inArray(tenants.id, tenantIds), sql`not ${tenantIsHeld(tx, cutoff)}`))
      .run()
  }
  return staleUsers.length
}

export type NewSignup = {
  fullName: string
  company: string
  subdomain: string
  email: string
  passwordHash: string
  confirmTokenHash: string
  confirmExpiresAt: number
}

export type SignupOutcome = { ok: true; userId: string; tenantId: string } | { ok: false; field: 'subdomain' | 'email' }

/**
 * One IMMEDIATE transaction: stale sign-ups go first, uniqueness is checked
 * again (a parallel sign-up may have won), then user, tenant, tenant_admin
 * profile and the confirmation token's hash. Trial dates stay empty until
 * the e-mail is confirmed.
 */
export function createSignup(input: NewSignup, now = Date.now()): SignupOutcome {
  return writeTransaction((tx) => {
    purgeStaleSignups(tx, now)
    if (tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, input.subdomain)).get()) {
      return { ok: false as const, field: 'subdomain' as const }
    }
    if (tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).get()) {
      return { ok: false as const, field: 'email' as const }
    }
    const user = tx
      .insert(users)
      .values({ email: input.email, passwordHash: input.passwordHash, emailConfirmedAt: null, createdAt: now })
      .returning({ id: users.id })
      .get()
    const tenant = tx
      .insert(tenants)
      .values({
        name: input.company,
        subdomain: input.subdomain,
        status: 'trial_active',
        plan: null,
        trialStartedAt: null,
        trialExpiresAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tenants.id })
      .get()
    tx.insert(profiles)
      .values({
        userId: user.id,
        tenantId: tenant.id,
        role: 'tenant_admin',
        fullName: input.fullName,
        company: input.company,
        createdAt: now,
      })
      .run()
    tx.insert(userTokens)
      .values({
        userId: user.id,
        purpose: 'confirm_email',
        tokenHash: input.confirmTokenHash,
        expiresAt: input.confirmExpiresAt,
        createdAt: now,
      })
      .run()
    return { ok: true as const, userId: user.id, tenantId: tenant.id }
  })
}

export type SubdomainCheck = {
  subdomain: string
  status: 'invalid' | 'taken' | 'available'
  message: string
  preview: string | null
}

/** The live check of the sign-up card: the first broken rule, then uniqueness, then the address preview. */
export function checkSubdomain(raw: string): SubdomainCheck {
  const subdomain = normalizeSubdomain(raw)
  const problem = subdomainProblem(subdomain)
  if (problem) return { subdomain, status: 'invalid', message: problem, preview: null }
  if (isSubdomainTaken(subdomain))
    return { subdomain, status: 'taken', message: SUBDOMAIN_MESSAGES.taken, preview: null }
  return { subdomain, status: 'available', message: SUBDOMAIN_MESSAGES.available, preview: addressPreview(subdomain) }
}

/** The tenant's address as PUBLIC_URL builds it, without a trailing slash. */
export function addressPreview(subdomain: string) {
  return tenantUrl(subdomain, '/').replace(/\/(\?|$)/, '$1')
}
