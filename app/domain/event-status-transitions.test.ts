import { describe, expect, it } from 'vitest'
import { EVENT_STATUSES, allowedTransitions, canTransition } from './event-status'

describe('event status transitions', () => {
  const allowed = new Set([
    'draft>confirmed',
    'confirmed>completed',
    'draft>cancelled',
    'confirmed>cancelled',
    'cancelled>draft',
  ])

  it.each(EVENT_STATUSES.flatMap((from) => EVENT_STATUSES.map((to) => [from, to] as const)))(
    '%s → %s follows the rule',
    (from, to) => {
      expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`))
    },
  )

  it('completed is final; an unknown status (active) may not change on the page', () => {
    expect(allowedTransitions('completed')).toEqual([])
    expect(allowedTransitions('active')).toEqual([])
    expect(canTransition('active', 'completed')).toBe(false)
  })

  it('refuses values that are not statuses', () => {
    expect(canTransition('draft', 'archived')).toBe(false)
    expect(canTransition('draft', '')).toBe(false)
  })
})
