// The roles people work events in. Codes are stored; labels are shown.

export const STAFF_ROLES = ['service', 'kitchen', 'bar', 'tech'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  service: 'Service',
  kitchen: 'Küche',
  bar: 'Bar',
  tech: 'Technik',
}

/** How an offer line names the staff of a role ('Servicepersonal, 4 × 6 Std.'). */
export const STAFF_ROLE_OFFER_TEXT: Record<StaffRole, string> = {
  service: 'Servicepersonal',
  kitchen: 'Küchenpersonal',
  bar: 'Barpersonal',
  tech: 'Technikpersonal',
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

export function staffRoleLabel(role: string) {
  return isStaffRole(role) ? STAFF_ROLE_LABELS[role] : role
}
