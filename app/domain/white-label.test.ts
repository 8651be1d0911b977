import { describe, expect, it } from 'vitest'
import { PLAN_LIMITS } from './plans'
import { brandDescription, brandOf, brandTitle, senderFor } from './white-label'

const tenant = (plan: string | null, status = 'active_paid') => ({ name: 'Feier & Co. GmbH', status, plan })

describe('white-label', () => {
  it('is a feature of the Business plan only (the trial counts as Pro)', () => {
    expect(PLAN_LIMITS.business.whiteLabel).toBe(true)
    expect(PLAN_LIMITS.pro.whiteLabel).toBe(false)
    expect(PLAN_LIMITS.starter.whiteLabel).toBe(false)
    expect(brandOf(tenant('business'))).toEqual({ name: 'Feier & Co. GmbH', whiteLabel: true })
    expect(brandOf(tenant('pro'))).toEqual({ name: 'Festplan', whiteLabel: false })
    expect(brandOf(tenant('starter'))).toEqual({ name: 'Festplan', whiteLabel: false })
    expect(brandOf(tenant('business', 'trial_active'))).toEqual({ name: 'Festplan', whiteLabel: false })
    expect(brandOf(null)).toEqual({ name: 'Festplan', whiteLabel: false })
  })

  it('titles and descriptions name the tenant instead of Festplan', () => {
    const brand = brandOf(tenant('business'))
    expect(brandTitle('Kunden-Login', brand)).toBe('Kunden-Login – Feier & Co. GmbH')
    expect(brandTitle('Kunden-Login', brandOf(tenant('pro')))).toBe('Kunden-Login – Festplan')
    expect(brandDescription(brand)).not.toMatch(/festplan/i)
    expect(brandDescription(brandOf(tenant('pro')))).toMatch(/^Festplan/)
  })

  it('the sender keeps the address and takes the tenant name as display name', () => {
    const brand = brandOf(tenant('business'))
    expect(senderFor('Festplan <noreply@festplan.app>', brand)).toBe('"Feier & Co. GmbH" <noreply@festplan.app>')
    expect(senderFor('noreply@example.com', brand)).toBe('"Feier & Co. GmbH" <noreply@example.com>')
    expect(senderFor('Festplan <noreply@festplan.app>', brandOf(tenant('pro')))).toBe('Festplan <noreply@festplan.app>')
    expect(senderFor('x <a@b.de>', { name: 'Böse"\r\nBcc: c@d.de', whiteLabel: true })).toBe(
      '"BöseBcc: c@d.de" <a@b.de>',
    )
  })
})
