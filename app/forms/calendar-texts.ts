// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const SCOPE_LABELS = { all: 'Alle Veranstaltungen', mine: 'Nur meine Veranstaltungen' } as const
