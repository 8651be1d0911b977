// Texts and choices of this form that pages show; no zod, so a page can use
// them without loading the schema (it arrives after hydration).

export const WEBHOOK_PLAN_RULE =
  'Webhooks gehören zur API und sind in den Tarifen Pro und Business sowie während des Testzeitraums enthalten. Im Tarif Starter sind sie nicht verfügbar.'

export const WEBHOOK_ADMINS_ONLY = 'Nur Administratoren verwalten Webhooks.'
