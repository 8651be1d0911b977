import { describe, expect, it } from 'vitest'
import { niceTicks } from './chart-scale'

describe('chart scale', () => {
  it('rounds the top to a nice step and lists the ticks from 0', () => {
    expect(niceTicks(87)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] })
    expect(niceTicks(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] })
    expect(niceTicks(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
  })
  it('an empty chart still has an axis', () => {
    expect(niceTicks(0)).toEqual({ top: 1, ticks: [0, 1] })
  })
})
