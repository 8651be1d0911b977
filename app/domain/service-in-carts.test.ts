import { describe, expect, it } from 'vitest'
import { cartHolderLabel, closedCartsNote, namedCarts, openCartsMessage } from './service-in-carts'

const holder = (n: number) => ({ customerName: `Kunde ${n}`, eventName: `Fest ${n}` })

describe('naming the carts that hold a service', () => {
  it('names customer and event, or only the event when the customer is gone', () => {
    expect(cartHolderLabel({ customerName: 'Erika Muster', eventName: 'Sommerfest' })).toBe(
      'Erika Muster („Sommerfest“)',
    )
    expect(cartHolderLabel({ customerName: '  ', eventName: 'Sommerfest' })).toBe('„Sommerfest“')
    expect(cartHolderLabel({ customerName: null, eventName: 'Sommerfest' })).toBe('„Sommerfest“')
  })

  it('lists up to five, joined with "und"', () => {
    expect(namedCarts([holder(1)])).toBe('Kunde 1 („Fest 1“)')
    expect(namedCarts([holder(1), holder(2)])).toBe('Kunde 1 („Fest 1“) und Kunde 2 („Fest 2“)')
    expect(namedCarts([1, 2, 3, 4, 5].map(holder))).toBe(
      'Kunde 1 („Fest 1“), Kunde 2 („Fest 2“), Kunde 3 („Fest 3“), Kunde 4 („Fest 4“) und Kunde 5 („Fest 5“)',
    )
  })

  it('beyond five: "und 1 weiterer" / "und N weitere", counted from the total', () => {
    expect(namedCarts([1, 2, 3, 4, 5, 6].map(holder))).toMatch(/Kunde 5 \(„Fest 5“\) und 1 weiterer$/)
    expect(namedCarts([1, 2, 3, 4, 5].map(holder), 12)).toMatch(/Kunde 5 \(„Fest 5“\) und 7 weitere$/)
    expect(namedCarts([1, 2, 3, 4, 5, 6].map(holder))).not.toContain('Kunde 6')
  })
})

describe('the refusal and the confirm note', () => {
  it('one cart, active service: singular, and "Deaktivieren" as the way out', () => {
    const text = openCartsMessage([holder(1)], 1, true)
    expect(text).toMatch(/^Der Service liegt im offenen Warenkorb eines Endkunden: Kunde 1 \(„Fest 1“\)\./)
    expect(text).toContain('Deaktivieren Sie ihn stattdessen')
  })

  it('several carts, inactive service: plural, and when deleting becomes possible', () => {
    const text = openCartsMessage([holder(1), holder(2)], 2, false)
    expect(text).toMatch(
      /^Der Service liegt in 2 offenen Warenkörben von Endkunden: Kunde 1 \(„Fest 1“\) und Kunde 2 \(„Fest 2“\)\./,
    )
    expect(text).toContain('bereits deaktiviert')
    expect(text).not.toContain('Deaktivieren Sie')
  })

  it('closed carts: nothing to say for none, singular and plural otherwise', () => {
    expect(closedCartsNote(0)).toBeNull()
    expect(closedCartsNote(1)).toMatch(/^Er liegt noch im Warenkorb einer Veranstaltung, deren Frist abgelaufen ist/)
    expect(closedCartsNote(3)).toMatch(/^Er liegt noch in 3 Warenkörben von Veranstaltungen/)
  })
})
