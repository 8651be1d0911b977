// The security log in words: one German sentence per entry, no
// internal codes or ids. Pure; details are the stored JSON of the entry.

const ROLE_LABELS: Record<string, string> = { tenant_admin: 'Administrator', tenant_planner: 'Planer' }

export type SecurityEntry = { eventType: string; details: string | null }

function readDetails(json: string | null): Record<string, unknown> {
  if (!json) return {}
  try {
    const parsed: unknown = JSON.parse(json)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** 'Login-Link gesendet an lisa@example.com' and the like. */
export function describeSecurityEvent(entry: SecurityEntry): string {
  const d = readDetails(entry.details)
  const text = (key: string) => (typeof d[key] === 'string' && d[key] ? String(d[key]) : null)
  const customer = text('customer_email')
  const member = text('member_email')
  switch (entry.eventType) {
    case 'CUSTOMER_LOGIN_EMAIL_SENT':
      return customer ? `Login-Link gesendet an ${customer}` : 'Login-Link an einen Kunden gesendet'
    case 'CUSTOMER_DELETED':
      return customer ? `Kunde gelöscht: ${customer}` : 'Kunde gelöscht'
    case 'TEAM_MEMBER_REMOVED':
      return member ? `Teammitglied entfernt: ${member}` : 'Teammitglied entfernt'
    case 'TEAM_ROLE_CHANGED': {
      const role = ROLE_LABELS[text('role') ?? text('new_role') ?? '']
      if (member && role) return `Rolle von ${member} geändert zu ${role}`
      return member ? `Rolle von ${member} geändert` : 'Rolle eines Teammitglieds geändert'
    }
    default:
      return 'Sicherheitsrelevante Änderung'
  }
}
