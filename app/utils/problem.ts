// RFC 9457 problem details, the shape of every error of /api/v1
// (docs/decisions/136s-api-clients.md): type, title, status, detail, plus
// `code` (the last part of the type) and `errors` (messages per field, empty
// when no field is concerned). Also used by the request wrapper, which answers
// some requests (too large, unknown method, cross-site) before any route runs.

export const PROBLEM_JSON = 'application/problem+json'

/** The problem's title per HTTP status (German, as every message of the API). */
export const PROBLEM_TITLES: Record<number, string> = {
  400: 'Ungültige Anfrage',
  401: 'Nicht angemeldet',
  403: 'Nicht erlaubt',
  404: 'Nicht gefunden',
  405: 'Methode nicht erlaubt',
  408: 'Zeitüberschreitung',
  409: 'Konflikt',
  413: 'Anfrage zu groß',
  415: 'Falscher Inhaltstyp',
  422: 'Eingaben ungültig',
  429: 'Zu viele Anfragen',
  500: 'Interner Fehler',
}

/** The problem type of a code: a tag URI (RFC 4151), stable and never fetched. */
export const problemType = (code: string) => `tag:festplan.app,2026:problem:${code}`

export type Problem = {
  type: string
  title: string
  status: number
  detail: string
  code: string
  errors: Record<string, string[]>
}

export function problem(status: number, code: string, detail: string, errors: Record<string, string[]> = {}): Problem {
  return { type: problemType(code), title: PROBLEM_TITLES[status] ?? 'Fehler', status, detail, code, errors }
}

/** Paths whose errors are problem details. */
export const isApiPath = (url: string) => /^\/api\/v1(?:[/?#]|$)/.test(url)
