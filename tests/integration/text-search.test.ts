import { describe, expect, it } from 'vitest'
import { listCustomers } from '~/models/end-customer.server'
import { nativeLikePattern } from '~/models/text-search.server'
import { createEndCustomer, createTenant } from '../support/factories'

// The list searches find a value when it contains the query, ignoring case
// the way the browser lowers German text. The names below are the cases where
// SQLite's own LIKE and that lowering part ways: umlauts and ß (LIKE folds
// A–Z only), İ (lowers to two characters), the Kelvin sign (lowers to an
// ASCII k), characters outside the BMP, and LIKE's own wildcards typed as text.
const NAMES = [
  'ÖZTÜRK Catering',
  'Müller & Söhne',
  'STRAẞENFEST Köln',
  'Straßenfest Bonn',
  'İSTANBUL Grill',
  'Kelvin-Bar \u212Aühlhaus',
  '🎉 Party Service',
  '100% Bio',
  'a_b Events',
  'Back\\slash',
  'Plain Catering',
]

const QUERIES = [
  'öztürk',
  'ÖzTüRk',
  'MÜLLER',
  'söhne',
  'ẞ',
  'ß',
  'straßenfest',
  'i',
  'İstanbul',
  'i̇stanbul',
  'k',
  'KÜHL',
  '🎉 p',
  '%',
  '_',
  '\\',
  'catering',
  'zzz',
]

/** What the search promises, written out: lower both with de-DE, then "contains". */
const contains = (name: string, query: string) =>
  name.toLocaleLowerCase('de-DE').includes(query.trim().toLocaleLowerCase('de-DE'))

describe('the list search (containsText)', () => {
  it('finds exactly the values that contain the query, in German lower case', () => {
    const tenant = createTenant()
    // the search also reads the e-mail: one without any of the queried letters
    const ids = new Map(
      NAMES.map((name, i) => [
        createEndCustomer(tenant.id, { name, email: `${i}@b.de`, createdAt: 1_000 + i }).id,
        name,
      ]),
    )
    for (const q of QUERIES) {
      const found = listCustomers(tenant.id, { q, page: 1, pageSize: 50 })
        .customers.map((c) => ids.get(c.id))
        .sort()
      expect(found, q).toEqual(NAMES.filter((name) => contains(name, q)).sort())
    }
  })

  it('hands SQLite a pattern that marks every character outside ASCII as any one character', () => {
    expect(nativeLikePattern('Müller')).toBe('%m_ller%')
    expect(nativeLikePattern('🎉 Fest')).toBe('%_ fest%')
    expect(nativeLikePattern('100%_\\')).toBe('%100\\%\\_\\\\%')
  })
})
