// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const CANNOT_CREATE =
  'Ihr Testzeitraum ist abgelaufen oder Ihr Konto ist nicht aktiv. Neue Kunden können erst nach einem Upgrade angelegt werden.'

export const DUPLICATE_EMAIL = 'Ein Kunde mit dieser E-Mail-Adresse existiert bereits'
