// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const ROLE_LABELS = { tenant_planner: 'Planer', tenant_admin: 'Admin' } as const

export const ROLES = ['tenant_planner', 'tenant_admin'] as const

export const TEAM_MESSAGES = {
  adminsOnly: 'Nur Administratoren können das Team verwalten.',
  alreadyMember: 'Diese Person gehört bereits zu Ihrem Team.',
  lastAdminDemote: 'Der letzte Administrator kann nicht zum Planer gemacht werden.',
  lastAdminRemove: 'Der letzte Administrator kann nicht entfernt werden.',
  unknownIntent: 'Unbekannte Aktion.',
} as const
