// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const API_SCOPES = ['read', 'read-write'] as const

export type ApiScope = (typeof API_SCOPES)[number]

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  read: 'Nur lesen',
  'read-write': 'Lesen und schreiben',
}
