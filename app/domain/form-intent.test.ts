import { describe, expect, it } from 'vitest'
import { formControlProblem, readIntent, stateAcceptable } from './form-intent'

const intent = (type: string, payload: unknown) => JSON.stringify({ type, payload })

describe('readIntent', () => {
  it('accepts the intents our forms send', () => {
    expect(readIntent(intent('insert', { name: 'lines' }))).not.toBeNull()
    expect(readIntent(intent('remove', { name: 'modules', index: 0 }))).not.toBeNull()
    expect(readIntent(intent('reorder', { name: 'lines', from: 0, to: 3 }))).not.toBeNull()
    expect(readIntent(intent('update', { name: 'lines', index: 2, value: { text: 'Saal' } }))).not.toBeNull()
    expect(readIntent(intent('validate', { name: 'email' }))).not.toBeNull()
    expect(readIntent(intent('reset', {}))).not.toBeNull()
  })

  it('refuses indexes above 100, unknown types and deep names', () => {
    expect(readIntent(intent('update', { name: 'lines', index: 100000 }))).toBeNull()
    expect(readIntent(intent('insert', { name: 'lines', index: 101 }))).toBeNull()
    expect(readIntent(intent('reorder', { name: 'lines', from: 0, to: 100000 }))).toBeNull()
    expect(readIntent(intent('remove', { name: 'lines', index: -1 }))).toBeNull()
    expect(readIntent(intent('remove', { name: 'lines' }))).toBeNull()
    expect(readIntent(intent('explode', { name: 'lines' }))).toBeNull()
    expect(readIntent(intent('insert', { name: `a${'[1]'.repeat(20)}` }))).toBeNull()
    expect(readIntent('{')).toBeNull()
  })

  it('refuses values larger than a form could post', () => {
    expect(readIntent(intent('update', { name: 'lines', value: Array.from({ length: 5000 }, () => null) }))).toBeNull()
    expect(readIntent(intent('update', { value: { lines: Array.from({ length: 200 }, () => ({})) } }))).toBeNull()
    expect(readIntent(intent('update', { value: 'alles' }))).toBeNull()
    let deep: unknown = 'x'
    for (let i = 0; i < 20; i++) deep = { a: deep }
    expect(readIntent(intent('insert', { name: 'lines', defaultValue: deep }))).toBeNull()
  })
})

describe('state and the control fields together', () => {
  it('bounds __state__ like the names', () => {
    expect(stateAcceptable(JSON.stringify({ validated: { email: true, 'lines[0].text': true } }))).toBe(true)
    expect(stateAcceptable(JSON.stringify({ validated: { [`a${'[99]'.repeat(20)}`]: true } }))).toBe(false)
    expect(stateAcceptable('[]')).toBe(false)
  })

  it('refuses two intents in one post', () => {
    const fd = new FormData()
    fd.append('__intent__', intent('insert', { name: 'lines' }))
    fd.append('__intent__', intent('insert', { name: 'lines' }))
    expect(formControlProblem(fd)).toBe('intent')
  })
})
