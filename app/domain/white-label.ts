import { planLimits } from './plans'

// White-label (Business plan, docs/features/white-label-and-links.md): the customer portal and the mails to
// end customers carry the tenant's name instead of the platform's. Every other
// plan (and the trial, which counts as Pro) keeps 'Festplan'.

export const PLATFORM_NAME = 'Festplan'

export type Brand = { name: string; whiteLabel: boolean }

export const PLATFORM_BRAND: Brand = { name: PLATFORM_NAME, whiteLabel: false }

/** The name a tenant's customers see: the tenant's own on a plan with white-label, else the platform's. */
export function brandOf(tenant: { name: string; status: string; plan: string | null } | null | undefined): Brand {
  if (!tenant || !planLimits(tenant).whiteLabel) return PLATFORM_BRAND
  return { name: tenant.name.trim() || PLATFORM_NAME, whiteLabel: true }
}

/** 'Kunden-Login – Demo Events GmbH' (white-label) or 'Kunden-Login – Festplan'. */
export function brandTitle(page: string, brand: Brand | null | undefined) {
  return `${page} – ${(brand ?? PLATFORM_BRAND).name}`
}

/** The page description: the platform's pitch, or the tenant's neutral line under white-label. */
export function brandDescription(brand: Brand | null | undefined) {
  const b = brand ?? PLATFORM_BRAND
  return b.whiteLabel
    ? `${b.name}: Ihre Veranstaltung online planen – Leistungen auswählen, Angebote und Nachrichten an einem Ort.`
    : 'Festplan: Eventplanung mit Ihren Kunden – Leistungen, Vorlagen, Warenkorb mit Budget und Angebote an einem Ort.'
}

/**
 * The From header of a mail to a tenant's customers: under white-label the
 * display name becomes the tenant's name, the address stays the platform's
 * (MAIL_FROM: 'Festplan <noreply@festplan.app>' or a bare address).
 */
export function senderFor(mailFrom: string, brand: Brand) {
  if (!brand.whiteLabel) return mailFrom
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim()
  // quoted display name; quotes, backslashes and line breaks of the name are dropped
  const name = brand.name.replace(/["\\\r\n<>]/g, '').trim() || 'Ihr Veranstalter'
  return `"${name}" <${address}>`
}

/** The root loader's brand as seen by a route's meta function (Remix `matches`). */
export function brandFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown }>): Brand {
  const root = matches.find((m) => m.id === 'root')?.data as { brand?: Brand } | undefined
  return root?.brand ?? PLATFORM_BRAND
}
