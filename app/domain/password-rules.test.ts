import { describe, expect, it } from 'vitest'
import commonPasswords from './common-passwords.txt?raw'
import { PASSWORD_MIN, parsePasswordList, passwordLengthProblem, passwordProblem } from './password-rules'

const list = parsePasswordList(commonPasswords)

describe('the bundled common-password list', () => {
  it('holds exactly 10,000 passwords and skips the comment lines', () => {
    expect(list.size).toBe(10_000)
    expect([...list].some((p) => p.startsWith('#'))).toBe(false)
  })
  it('contains the classics', () => {
    for (const p of ['123456', 'password', '12345678', 'qwertyuiop', 'iloveyou']) expect(list.has(p), p).toBe(true)
  })
})

describe('password rules, one by one', () => {
  it('rule 1: at least 8 characters', () => {
    expect(PASSWORD_MIN).toBe(8)
    expect(passwordProblem('kurz-7x', list)).toBe('Schwaches Passwort: mindestens 8 Zeichen erforderlich')
    expect(passwordProblem('', list)).toBe('Schwaches Passwort: mindestens 8 Zeichen erforderlich')
    expect(passwordProblem('Blau-Wal-9', list)).toBeNull()
  })
  it('rule 2: not one of the 10,000 most common passwords (any case)', () => {
    expect(passwordProblem('password', list)).toBe('Schwaches Passwort: gehört zu den 10.000 häufigsten Passwörtern')
    expect(passwordProblem('PassWord', list)).toBe('Schwaches Passwort: gehört zu den 10.000 häufigsten Passwörtern')
    expect(passwordProblem('12345678', list)).toMatch(/häufigsten/)
  })
  it('length is checked before the list', () => {
    expect(passwordProblem('123456', list)).toMatch(/mindestens 8 Zeichen/)
  })
  it('at most 200 characters', () => {
    expect(passwordProblem('x'.repeat(201), list)).toBe('Schwaches Passwort: höchstens 200 Zeichen erlaubt')
    expect(passwordProblem('x'.repeat(200), list)).toBeNull()
  })
  it('the client-side check knows the length rules only', () => {
    expect(passwordLengthProblem('password')).toBeNull()
    expect(passwordLengthProblem('pass')).toMatch(/mindestens 8/)
  })
})
