// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const UNLOCK_SENT =
  'Falls die Anmeldung für diese Adresse gerade verzögert ist, haben wir Ihnen einen Entsperrlink gesendet. Er ist 30 Minuten gültig.'

export const UNLOCK_INVALID =
  'Dieser Entsperrlink ist ungültig, abgelaufen oder wurde bereits verwendet. Neuen Entsperrlink anfordern: Geben Sie unten Ihre E-Mail-Adresse ein.'
