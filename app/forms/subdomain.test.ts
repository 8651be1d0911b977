import { describe, expect, it } from 'vitest'
import { SUBDOMAIN_MESSAGES } from '~/domain/subdomain'
import { subdomainSchema } from './subdomain'

describe('subdomainSchema (client and server)', () => {
  it('normalizes before the rules, like the input does', () => {
    expect(subdomainSchema.parse('Meine-Firma')).toBe('meine-firma')
  })
  it('reports only the first broken rule', () => {
    const result = subdomainSchema.safeParse('-')
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual([SUBDOMAIN_MESSAGES.tooShort])
  })
  it('refuses a reserved word whatever its case', () => {
    expect(subdomainSchema.safeParse('ADMIN').error?.issues[0]?.message).toBe(SUBDOMAIN_MESSAGES.reserved)
  })
})
