import { describe, expect, it } from 'vitest'
import { closedReason, extendedTrialEnd } from './tenant-closure'
import { DAY_MS } from './trial'

const base = { status: 'trial_active', isActive: true, cancelledAt: null, erasedAt: null }

describe('closedReason', () => {
  it('names suspension and the two kinds of cancellation; open and erased tenants have none', () => {
    expect(closedReason(base)).toBeNull()
    expect(closedReason({ ...base, status: 'trial_expired' })).toBeNull()
    expect(closedReason({ ...base, status: 'suspended', isActive: false })).toBe('suspended')
    expect(closedReason({ ...base, status: 'cancelled', isActive: false })).toBe('cancelled')
    expect(closedReason({ ...base, status: 'cancelled', cancelledAt: 1 })).toBe('cancelled-by-admin')
    expect(closedReason({ ...base, status: 'cancelled', cancelledAt: 1, erasedAt: 2 })).toBeNull()
  })
})

describe('extendedTrialEnd', () => {
  const now = 1_000 * DAY_MS
  it('adds the days to a running trial', () => {
    expect(extendedTrialEnd(now + 2 * DAY_MS, 5, now)).toBe(now + 7 * DAY_MS)
  })
  it('counts a lapsed or missing trial from now', () => {
    expect(extendedTrialEnd(now - 3 * DAY_MS, 5, now)).toBe(now + 5 * DAY_MS)
    expect(extendedTrialEnd(null, 1, now)).toBe(now + DAY_MS)
  })
})
