import { describe, expect, it } from 'vitest'
import { fieldNameProblem, fieldNamesAcceptable } from './form-field-names'

describe('fieldNameProblem', () => {
  it('accepts the names our forms use', () => {
    for (const name of ['email', 'rows[0].net', 'rows[100].gross', 'modules[3].serviceIds[12]', '__intent__', 'rows[007].net', 'todos[]']) {
      expect(fieldNameProblem(name)).toBeNull()
    }
  })

  it('refuses list indexes above 100, however they are written', () => {
    expect(fieldNameProblem('x[10000000]')).toBe('index-too-large')
    expect(fieldNameProblem('email[101]')).toBe('index-too-large')
    expect(fieldNameProblem('rows[0].tiers[1000000].net')).toBe('index-too-large')
    expect(fieldNameProblem('rows[0000000000000000000000001]')).toBe('index-too-large')
  })

  it('refuses absurdly long names', () => {
    expect(fieldNameProblem('a'.repeat(201))).toBe('too-long')
    expect(fieldNameProblem('a.'.repeat(100))).toBeNull()
  })
})

describe('fieldNamesAcceptable', () => {
  it('refuses more than 2,000 fields', () => {
    expect(fieldNamesAcceptable(Array.from({ length: 2000 }, () => 'a'))).toBe(true)
    expect(fieldNamesAcceptable(Array.from({ length: 2001 }, () => 'a'))).toBe(false)
  })
})
