import { describe, expect, it } from 'vitest'
import { redactMailText } from './mail-redaction'

describe('redactMailText', () => {
  it('removes links and tokens, keeps the words', () => {
    const token = 'q5mCzB1YQ0pX9aT7hV3kLwR2sN8uE4dG6jF0cI1oP2M'
    expect(redactMailText(`Login: http://demo.localhost:3000/customer-login?token=${token} bitte`)).toBe(
      'Login: [Link] bitte',
    )
    expect(redactMailText(`Code ${token}`)).toBe('Code [entfernt]')
    expect(redactMailText('Neue Nachricht zu „Sommerfest 2027“')).toBe('Neue Nachricht zu „Sommerfest 2027“')
  })
})
