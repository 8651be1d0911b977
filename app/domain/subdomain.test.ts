import { describe, expect, it } from 'vitest'
import {
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_MESSAGES,
  normalizeSubdomain,
  subdomainProblem,
  suggestSubdomain,
  transliterate,
} from './subdomain'

describe('normalizeSubdomain (as typed)', () => {
  it('lower-cases', () => expect(normalizeSubdomain('MeineFirma')).toBe('meinefirma'))
  it('writes umlauts out, then removes everything except a-z, 0-9 and the hyphen', () => {
    expect(normalizeSubdomain('Müller & Söhne_2024.de!')).toBe('muellersoehne2024de')
    expect(normalizeSubdomain('a b-c')).toBe('ab-c')
  })
})

describe('subdomain rules in their order', () => {
  it('rule 1: at least 3 characters', () => {
    expect(subdomainProblem('ab')).toBe('Subdomain muss mindestens 3 Zeichen lang sein')
    expect(subdomainProblem('abc')).toBeNull()
  })
  it('empty: a valid subdomain is required', () => {
    expect(subdomainProblem('')).toBe('Gültige Subdomain erforderlich')
  })
  it('rule 1 comes before rule 2 and 3', () => {
    expect(subdomainProblem('-a')).toBe(SUBDOMAIN_MESSAGES.tooShort)
  })
  it('at most 63 characters (one DNS label)', () => {
    expect(subdomainProblem('a'.repeat(63))).toBeNull()
    expect(subdomainProblem('a'.repeat(64))).toBe('Subdomain darf höchstens 63 Zeichen lang sein')
  })
  it('rule 2: must not start or end with a hyphen', () => {
    expect(subdomainProblem('-abc')).toBe('Subdomain darf nicht mit Bindestrich beginnen oder enden')
    expect(subdomainProblem('abc-')).toBe('Subdomain darf nicht mit Bindestrich beginnen oder enden')
    expect(subdomainProblem('a-b-c')).toBeNull()
  })
  it('rule 2 comes before rule 3', () => {
    expect(subdomainProblem('-www')).toBe(SUBDOMAIN_MESSAGES.hyphen)
  })
  it('rule 3: every reserved word is refused', () => {
    expect(RESERVED_SUBDOMAINS).toHaveLength(31)
    for (const word of RESERVED_SUBDOMAINS) {
      expect(subdomainProblem(word), word).toBe('Diese Subdomain ist reserviert und nicht verfügbar')
    }
    expect(subdomainProblem('demo-firma')).toBeNull()
  })
})

describe('transliteration and suggestion', () => {
  it('writes German letters out before filtering', () => {
    expect(transliterate('Müller Größe Öl Übermaß')).toBe('Mueller Groesse Oel Uebermass')
    expect(normalizeSubdomain('Müller')).toBe('mueller')
    expect(normalizeSubdomain('straße')).toBe('strasse')
    expect(normalizeSubdomain('Café')).toBe('cafe')
  })

  it('suggests a subdomain from the company name', () => {
    expect(suggestSubdomain('Müller Events')).toBe('mueller-events')
    expect(suggestSubdomain('  Schöne Feste GmbH & Co. KG ')).toBe('schoene-feste-gmbh-co-kg')
    expect(suggestSubdomain('Fröhlich_Catering')).toBe('froehlich-catering')
    expect(suggestSubdomain('x'.repeat(70) + ' y')).toHaveLength(63)
    expect(suggestSubdomain('---')).toBe('')
  })
})
