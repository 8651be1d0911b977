import { describe, expect, it } from 'vitest'
import { eventStatusLabel, eventStatusVariant } from './event-status'

describe('event status', () => {
  it('labels the four states in German and shows unknown values raw', () => {
    expect(['draft', 'confirmed', 'completed', 'cancelled'].map(eventStatusLabel)).toEqual([
      'Entwurf',
      'Bestätigt',
      'Abgeschlossen',
      'Abgesagt',
    ])
    expect(eventStatusLabel('archiviert')).toBe('archiviert')
  })

  it('shows confirmed as default, completed as secondary, cancelled as destructive, anything else outlined', () => {
    expect(eventStatusVariant('confirmed')).toBe('default')
    expect(eventStatusVariant('completed')).toBe('secondary')
    expect(eventStatusVariant('cancelled')).toBe('destructive')
    expect(eventStatusVariant('draft')).toBe('outline')
    expect(eventStatusVariant('irgendwas')).toBe('outline')
  })
})
