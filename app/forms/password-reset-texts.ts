// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const RESET_SENT =
  'Falls ein Konto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet. Er ist 1 Stunde gültig.'

export const RESET_INVALID = 'Dieser Link zum Zurücksetzen ist ungültig, abgelaufen oder wurde bereits verwendet.'
