import { sql } from 'drizzle-orm'
import { PLANS } from '~/domain/plans'
import { getDb } from '~/utils/db.server'

// Platform figures for /owner: across tenants, reachable only
// through requirePlatformOwner.

const WEEK = 7 * 86_400_000
const DAY = 86_400_000

export function ownerFigures(now = Date.now(), weeks = 12) {
  const db = getDb()
  const byPlan = db.all<{ plan: string | null; n: number }>(
    sql`select plan, count(*) as n from tenants where status = 'active_paid' group by plan`,
  )
  const mrrCents = byPlan.reduce(
    (sum, r) => sum + (PLANS.find((p) => p.id === r.plan)?.priceEuros ?? 0) * 100 * Number(r.n),
    0,
  )
  const paid = byPlan.reduce((sum, r) => sum + Number(r.n), 0)
  // trials that have ended: paid now, or expired (an expired trial_active row counts as expired)
  const ended = db.get<{ n: number }>(sql`
    select count(*) as n from tenants where status = 'trial_expired' or (status = 'trial_active' and trial_expires_at is not null and trial_expires_at <= ${now})`)
  const expired = Number(ended?.n ?? 0)
  const start = now - weeks * WEEK
  const signupRows = db.all<{ w: number; n: number }>(sql`
    select cast((created_at - ${start}) / ${WEEK} as integer) as w, count(*) as n from tenants
    where created_at >= ${start} and created_at < ${now} group by w`)
  const signups = Array.from({ length: weeks }, (_, i) => ({
    weekStart: start + i * WEEK,
    count: Number(signupRows.find((r) => Number(r.w) === i)?.n ?? 0),
  }))
  const since = now - 30 * DAY
  const active = db.get<{ n: number }>(sql`
    select count(*) as n from tenants t where
      exists (select 1 from profiles p join users u on u.id = p.user_id where p.tenant_id = t.id and u.last_login_at >= ${since})
      or exists (select 1 from end_customers c where c.tenant_id = t.id and c.last_login_at >= ${since})
      or exists (select 1 from events e where e.tenant_id = t.id and e.created_at >= ${since})
      or exists (select 1 from event_activities a where a.tenant_id = t.id and a.created_at >= ${since})
      or exists (select 1 from offer_requests o where o.tenant_id = t.id and (o.created_at >= ${since} or o.decided_at >= ${since}))`)
  const largest = db
    .all<{ id: string; name: string; events: number; customers: number }>(
      sql`
      select t.id as id, t.name as name,
        (select count(*) from events e where e.tenant_id = t.id) as events,
        (select count(*) from end_customers c where c.tenant_id = t.id) as customers
      from tenants t order by events desc, customers desc, t.name limit 10`,
    )
    .map((r) => ({ id: r.id, name: r.name, events: Number(r.events), customers: Number(r.customers) }))
  return {
    mrrCents,
    paid,
    conversion: paid + expired === 0 ? 0 : paid / (paid + expired),
    signups,
    activeLast30Days: Number(active?.n ?? 0),
    largest,
  }
}

export type OwnerFigures = ReturnType<typeof ownerFigures>
