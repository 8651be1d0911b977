import { describe, expect, it } from 'vitest'
import { describeSecurityEvent } from './security-log'

describe('security log in words', () => {
  it('says what happened to whom, without codes or ids', () => {
    const id = '6f1c2b7e-0000-4000-8000-000000000000'
    const entry = (eventType: string, details: object) =>
      describeSecurityEvent({ eventType, details: JSON.stringify({ ...details, tenant_id: id }) })
    expect(entry('CUSTOMER_LOGIN_EMAIL_SENT', { customer_email: 'lisa@example.com' })).toBe(
      'Login-Link gesendet an lisa@example.com',
    )
    expect(entry('CUSTOMER_DELETED', { customer_email: 'lisa@example.com' })).toBe('Kunde gelöscht: lisa@example.com')
    expect(entry('TEAM_MEMBER_REMOVED', { member_email: 'pia@example.com' })).toBe(
      'Teammitglied entfernt: pia@example.com',
    )
    expect(entry('TEAM_ROLE_CHANGED', { member_email: 'pia@example.com', role: 'tenant_admin' })).toBe(
      'Rolle von pia@example.com geändert zu Administrator',
    )
    expect(entry('TEAM_ROLE_CHANGED', { member_email: 'pia@example.com' })).toBe('Rolle von pia@example.com geändert')
  })

  it('never shows a raw code, even for unknown or unreadable entries', () => {
    expect(describeSecurityEvent({ eventType: 'SOMETHING_NEW', details: null })).toBe('Sicherheitsrelevante Änderung')
    expect(describeSecurityEvent({ eventType: 'CUSTOMER_DELETED', details: '{kaputt' })).toBe('Kunde gelöscht')
  })
})
