// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

/** 'Trotzdem speichern': saves although some modules have no services. */
export const CONFIRM_EMPTY = 'confirm_empty'
