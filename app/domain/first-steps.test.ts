import { describe, expect, it } from 'vitest'
import { firstSteps, greeting, isNewAccount } from './first-steps'

const none = { services: false, templates: false, customers: false, events: false, accessSent: false }
const all = { services: true, templates: true, customers: true, events: true, accessSent: true }

describe('first steps', () => {
  it('lists the five steps in order and ticks them from the facts', () => {
    const steps = firstSteps({ ...none, services: true, customers: true })
    expect(steps.map((s) => s.label)).toEqual([
      'Services anlegen',
      'Vorlage bauen',
      'Kunden anlegen',
      'Veranstaltung erstellen',
      'Zugang senden',
    ])
    expect(steps.map((s) => s.done)).toEqual([true, false, true, false, false])
  })

  it('greets a new account with Willkommen and a finished one with Willkommen zurück', () => {
    expect(isNewAccount(none)).toBe(true)
    expect(greeting(none, 'Ada')).toBe('Willkommen, Ada!')
    expect(greeting({ ...all, accessSent: false }, '')).toBe('Willkommen!')
    expect(isNewAccount(all)).toBe(false)
    expect(greeting(all, 'Ada')).toBe('Willkommen zurück, Ada!')
  })
})
