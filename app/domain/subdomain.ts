// The subdomain rules of docs/product.md §5.1: in their order, pure, shared by the
// sign-up form (client and server) and the availability resource route.

export const SUBDOMAIN_MIN = 3
/** A DNS label holds at most 63 characters. */
export const SUBDOMAIN_MAX = 63

export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'admin',
  'mail',
  'email',
  'ftp',
  'ssh',
  'ssl',
  'tls',
  'app',
  'blog',
  'shop',
  'store',
  'help',
  'support',
  'docs',
  'status',
  'test',
  'staging',
  'dev',
  'beta',
  'alpha',
  'demo',
  'preview',
  'cdn',
  'static',
  'assets',
  'media',
  'files',
  'uploads',
  'downloads',
]

export const SUBDOMAIN_MESSAGES = {
  required: 'Gültige Subdomain erforderlich',
  tooShort: 'Subdomain muss mindestens 3 Zeichen lang sein',
  tooLong: 'Subdomain darf höchstens 63 Zeichen lang sein',
  hyphen: 'Subdomain darf nicht mit Bindestrich beginnen oder enden',
  reserved: 'Diese Subdomain ist reserviert und nicht verfügbar',
  taken: 'Diese Subdomain ist bereits vergeben',
  available: 'Subdomain ist verfügbar!',
  lookupFailed: 'Fehler bei der Überprüfung der Verfügbarkeit',
} as const

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ẞ: 'SS' }

/** German transliteration first (ä → ae, ö → oe, ü → ue, ß → ss), then other accents dropped (é → e). */
export function transliterate(input: string): string {
  return input
    .replace(/[äöüßÄÖÜẞ]/g, (ch) => GERMAN[ch]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** As typed: transliterated, lower-cased, everything except a-z, 0-9 and the hyphen removed. */
export function normalizeSubdomain(input: string): string {
  return transliterate(input)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
}

/** A subdomain suggested from the company name: 'Müller Events GmbH & Co.' → 'mueller-events-gmbh-co'. */
export function suggestSubdomain(company: string): string {
  return normalizeSubdomain(transliterate(company).replace(/[\s_.&+/]+/g, '-'))
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '')
    .slice(0, SUBDOMAIN_MAX)
    .replace(/-+$/, '')
}

const SHAPE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/

/** The first rule the (normalized) value breaks, or null when it may be used. */
export function subdomainProblem(value: string): string | null {
  if (value.length === 0) return SUBDOMAIN_MESSAGES.required
  if (value.length < SUBDOMAIN_MIN) return SUBDOMAIN_MESSAGES.tooShort
  if (value.length > SUBDOMAIN_MAX) return SUBDOMAIN_MESSAGES.tooLong
  if (!SHAPE.test(value)) return SUBDOMAIN_MESSAGES.hyphen
  if (RESERVED_SUBDOMAINS.includes(value)) return SUBDOMAIN_MESSAGES.reserved
  return null
}
