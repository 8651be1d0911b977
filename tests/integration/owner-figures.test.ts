import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { ownerFigures } from '~/models/owner-figures.server'
import { loader as ownerLoader } from '~/routes/owner'
import { DAY_MS } from '~/domain/trial'
import { getDb } from '~/utils/db.server'
import { createEndCustomer, createEvent, createStaff, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'

describe('owner console figures', () => {
  it('MRR from paid plans, trial → paid, sign-ups per week, active tenants, largest tenants', async () => {
    const now = Date.now() + 400 * DAY_MS // a clock after every other test's rows: only ours are "recent"
    const before = ownerFigures(now)
    createTenant({ status: 'active_paid', plan: 'starter', trialExpiresAt: null, createdAt: now - 2 * DAY_MS })
    createTenant({ status: 'active_paid', plan: 'pro', trialExpiresAt: null, createdAt: now - 2 * DAY_MS })
    createTenant({ status: 'active_paid', plan: 'business', trialExpiresAt: null, createdAt: now - 10 * DAY_MS })
    createTenant({ status: 'trial_expired', trialExpiresAt: now - DAY_MS, createdAt: now - 10 * DAY_MS })
    const big = createTenant({
      name: 'ZZZ Größter Mandant',
      trialExpiresAt: now + 5 * DAY_MS,
      createdAt: now - 20 * DAY_MS,
    })
    for (let i = 0; i < 300; i++) createEvent(big.id, { createdAt: now - 100 * DAY_MS })
    createEndCustomer(big.id)
    createEndCustomer(big.id)
    const { user } = createStaff(big.id)
    getDb()
      .update(s.users)
      .set({ lastLoginAt: now - DAY_MS })
      .where(eq(s.users.id, user.id))
      .run()
    const after = ownerFigures(now)
    expect(after.mrrCents - before.mrrCents).toBe((29 + 79 + 149) * 100)
    expect(after.paid - before.paid).toBe(3)
    // before: every earlier trial has ended by `now`; ours add 3 paid and 1 expired
    const endedBefore = before.conversion === 0 ? before.paid : before.paid / before.conversion
    expect(after.conversion).toBeCloseTo((before.paid + 3) / (endedBefore + 4), 10)
    expect(after.signups).toHaveLength(12)
    expect(after.signups.at(-1)!.count - before.signups.at(-1)!.count).toBe(2) // 2 days ago
    expect(after.signups.at(-2)!.count - before.signups.at(-2)!.count).toBe(2) // 10 days ago
    expect(after.signups.at(-3)!.count - before.signups.at(-3)!.count).toBe(1) // 20 days ago
    expect(after.activeLast30Days - before.activeLast30Days).toBe(1) // only the tenant whose admin signed in
    expect(after.largest[0]).toEqual({ id: big.id, name: 'ZZZ Größter Mandant', events: 300, customers: 2 })
  })

  it('shows on /owner for the platform owner', async () => {
    const { user } = createStaff(null, 'platform_owner')
    const res = await call(ownerLoader, makeRequest('/owner', { cookie: await staffCookie(user.id, null) }))
    const body = res.data as Awaited<ReturnType<typeof ownerLoader>>
    expect(body.figures.signups).toHaveLength(12)
    expect(typeof body.figures.mrrCents).toBe('number')
  })
})
