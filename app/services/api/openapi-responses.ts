// Building blocks of the OpenAPI document: component references, the
// RateLimit headers and the RFC 9457 error answers every operation shares.

export type Json = Record<string, unknown>
export const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` })

const RATE_HEADERS = {
  'RateLimit-Limit': 'Anfragen je Zeitfenster (60 s) und Schlüssel',
  'RateLimit-Remaining': 'verbleibende Anfragen im Zeitfenster',
  'RateLimit-Reset': 'Sekunden bis zum Ende des Zeitfensters',
  'Retry-After': 'Sekunden bis zum nächsten Versuch',
}
type HeaderName = keyof typeof RATE_HEADERS
const header = (name: HeaderName, required: boolean) => ({
  description: RATE_HEADERS[name],
  required,
  schema: { type: 'integer', minimum: 0 },
})

/** Answers to a known key carry the RateLimit headers (a success always; an error as far as the key was read). */
const rateHeaders = (required: boolean) =>
  Object.fromEntries(
    (['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'] as const).map((n) => [
      n,
      required ? ref('headers', n) : header(n, false),
    ]),
  )

const ERRORS: Record<string, [string, string]> = {
  '400': [
    'BadRequest',
    'Ungültiges JSON oder ungültige Abfrage, z. B. limit außerhalb von 1 bis 100 (code malformed_json, invalid_query).',
  ],
  '401': ['Unauthorized', 'Schlüssel fehlt, ist ungültig oder widerrufen (code unauthorized).'],
  '403': [
    'Forbidden',
    'Nur-Lese-Schlüssel schreibt, Tarif ohne API oder Subdomain eines anderen Mandanten (code forbidden, plan, wrong_tenant).',
  ],
  '404': ['NotFound', 'Nicht gefunden, auch für IDs eines anderen Mandanten (code not_found).'],
  '405': ['MethodNotAllowed', 'Methode nicht erlaubt; Allow nennt die erlaubten (code method_not_allowed).'],
  '409': [
    'Conflict',
    'Konflikt, z. B. E-Mail-Adresse schon vergeben oder noch kein Dokument (code conflict, no_document).',
  ],
  '413': ['TooLarge', 'Anfrage größer als 1 MB (code too_large).'],
  '415': ['UnsupportedMediaType', 'Kein JSON (code unsupported_media_type).'],
  '422': ['ValidationFailed', 'Eingaben ungültig; fields nennt die Meldung je Feld (code validation_failed).'],
  '429': ['RateLimited', 'Zu viele Anfragen; Retry-After nennt die Sekunden (code rate_limited).'],
}

/** Headers some errors always carry (RFC 6750, RFC 9110). */
const ERROR_HEADERS: Record<string, Json> = {
  '401': {
    'WWW-Authenticate': {
      description: 'Bearer realm="Festplan API" (mit error="invalid_token", wenn ein Schlüssel gesendet wurde)',
      required: true,
      schema: { type: 'string' },
    },
  },
  '405': {
    Allow: { description: 'die erlaubten Methoden, z. B. GET, HEAD, POST', required: true, schema: { type: 'string' } },
  },
}

/** Every error is RFC 9457 problem details (application/problem+json). */
export function errorResponses(): Json {
  const out: Json = {}
  for (const [status, [name, description]] of Object.entries(ERRORS)) {
    const rate =
      status === '401'
        ? {}
        : status === '429'
          ? { ...rateHeaders(true), 'Retry-After': ref('headers', 'Retry-After') }
          : rateHeaders(false)
    const headers = { ...rate, ...ERROR_HEADERS[status] }
    out[name] = {
      description,
      ...(Object.keys(headers).length ? { headers } : {}),
      content: { 'application/problem+json': { schema: ref('schemas', 'Problem') } },
    }
  }
  return out
}

export const errors = (...codes: string[]) => Object.fromEntries(codes.map((c) => [c, ref('responses', ERRORS[c]![0])]))
export const READ_ERRORS = ['400', '401', '403', '429']
export const ok = (schema: string, description: string, status = '200') => ({
  [status]: {
    description,
    headers: rateHeaders(true),
    content: { 'application/json': { schema: ref('schemas', schema) } },
  },
})
export const file = (type: string, description: string) => ({
  '200': {
    description,
    headers: rateHeaders(true),
    content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
  },
})

/** The RateLimit and Retry-After headers as reusable components. */
export const headerComponents = () =>
  Object.fromEntries((Object.keys(RATE_HEADERS) as HeaderName[]).map((n) => [n, header(n, true)]))
