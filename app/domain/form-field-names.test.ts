import { describe, expect, it } from 'vitest'
import { fieldNameProblem, fieldNamesAcceptable, fieldNamesProblem, StructureMeter } from './form-field-names'

describe('fieldNameProblem', () => {
  it('accepts the names our forms use', () => {
    for (const name of [
      'email',
      'rows[0].net',
      'rows[100].gross',
      'modules[3].serviceIds[12]',
      '__intent__',
      'rows[007].net',
      'todos[]',
    ]) {
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
  })

  it('refuses names more than 8 segments deep, however short', () => {
    expect(fieldNameProblem('a.b.c.d.e.f.g.h')).toBeNull()
    expect(fieldNameProblem('a.b.c.d.e.f.g.h.i')).toBe('too-deep')
    expect(fieldNameProblem(`a[1][2]${'[99]'.repeat(47)}`)).toBe('too-deep')
  })
})

describe('fieldNamesAcceptable', () => {
  it('refuses more than 2,000 fields', () => {
    expect(fieldNamesAcceptable(Array.from({ length: 2000 }, () => 'a'))).toBe(true)
    expect(fieldNamesAcceptable(Array.from({ length: 2001 }, () => 'a'))).toBe(false)
  })
})

describe('the structure all names imply together', () => {
  it('counts containers and list slots: rows[0..4].net is 1 + 5 + 5', () => {
    const meter = new StructureMeter()
    for (let i = 0; i < 5; i++) meter.add(`rows[${i}].net`)
    // the list rows (1 container), its 5 slots, and the 5 row objects
    expect(meter.total).toBe(11)
  })

  it('refuses 1,990 short names whose small indexes imply millions of slots', () => {
    const names = Array.from({ length: 1990 }, (_, n) => `a[${Math.floor(n / 20)}][${n % 100}][99][99][99][99]`)
    expect(names.every((name) => fieldNameProblem(name) === null)).toBe(true)
    expect(fieldNamesProblem(names)).toBe('too-much-structure')
  })

  it('accepts the largest real form: 50 template modules with 100 services each', () => {
    const names = ['name']
    for (let m = 0; m < 50; m++) {
      names.push(`modules[${m}].name`)
      for (let s = 0; s < 30; s++) names.push(`modules[${m}].serviceIds[${s}]`)
    }
    expect(fieldNamesProblem(names)).toBeNull()
    expect(fieldNamesProblem(['name', 'modules[49].serviceIds[100]'])).toBeNull()
  })
})
