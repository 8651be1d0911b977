import { describe, expect, it } from 'vitest'
import { clampPage, MAX_PAGE, pageNumber } from './page-number'

describe('pageNumber', () => {
  it('reads plain positive numbers', () => {
    expect(pageNumber('3')).toBe(3)
    expect(pageNumber(' 7 ')).toBe(7)
  })

  it('is page 1 for anything else', () => {
    for (const value of [null, '', '0', '-1', 'abc', '1.5', '0x10', 'Infinity', 'NaN', '1e20', '1e3'])
      expect(pageNumber(value), String(value)).toBe(1)
  })

  it('clamps huge pages', () => {
    expect(pageNumber('184467440737095')).toBe(1)
    expect(pageNumber('999999999999')).toBe(MAX_PAGE)
    expect(pageNumber('100001')).toBe(MAX_PAGE)
  })

  it('clamps to the pages a list has', () => {
    expect(clampPage(50, 3)).toBe(3)
    expect(clampPage(2, 0)).toBe(1)
  })
})
