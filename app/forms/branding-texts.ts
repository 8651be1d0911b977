// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const COLOR_FIELDS = ['primary_color', 'secondary_color'] as const
