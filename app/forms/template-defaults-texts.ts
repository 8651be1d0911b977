// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const OFFSET_DIRECTIONS = [
  { value: 'before', label: 'vor Beginn' },
  { value: 'after', label: 'nach Beginn' },
] as const
