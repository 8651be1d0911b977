import { describe, expect, it } from 'vitest'
import { activitySentence } from './event-activity'

describe('activitySentence', () => {
  it('renders status changes with German labels', () => {
    expect(activitySentence({ kind: 'status', details: { from: 'draft', to: 'confirmed' } })).toBe(
      'Status geändert: Entwurf → Bestätigt',
    )
  })
  it('renders a deadline change with de-DE dates', () => {
    const from = Date.UTC(2026, 11, 1, 11)
    const to = Date.UTC(2026, 11, 15, 11)
    expect(activitySentence({ kind: 'deadline', details: { from, to } })).toBe(
      'Frist geändert: 01.12.2026 → 15.12.2026',
    )
  })
  it('renders the offer amount', () => {
    expect(activitySentence({ kind: 'offer-requested', details: { grossCents: 123456 } })).toMatch(
      /^Angebot angefordert \(1\.234,56\s€\)$/,
    )
  })
  it('falls back to details.summary, then details.label, then the kind', () => {
    expect(
      activitySentence({ kind: 'invoice-finalized', details: { summary: 'Rechnung RE-2026-0001 festgeschrieben' } }),
    ).toBe('Rechnung RE-2026-0001 festgeschrieben')
    expect(activitySentence({ kind: 'file-uploaded', details: { label: 'Datei plan.pdf hochgeladen' } })).toBe(
      'Datei plan.pdf hochgeladen',
    )
    expect(activitySentence({ kind: 'something-new', details: {} })).toBe('something-new')
  })
})
