import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { findOwn } from '~/models/find-own.server'
import { createService, createTenant } from '../support/factories'

// A row read by id is found only by its own tenant: another tenant's id is
// the same as an id that does not exist.

describe('findOwn', () => {
  it('finds the tenant’s own row by its id', () => {
    const tenant = createTenant()
    const service = createService(tenant.id, { name: 'Sektempfang' })
    expect(findOwn(s.services, tenant.id, service.id)?.name).toBe('Sektempfang')
  })

  it('finds nothing for the id of another tenant’s row', () => {
    const owner = createTenant()
    const other = createTenant()
    const service = createService(owner.id, { name: 'Sektempfang' })
    expect(findOwn(s.services, other.id, service.id)).toBeNull()
  })

  it('finds nothing for an unknown id', () => {
    const tenant = createTenant()
    expect(findOwn(s.services, tenant.id, 'gibt-es-nicht')).toBeNull()
  })
})
