// The one check for every redirect target taken from a request (redirectTo,
// redirect_to, return_to). A browser drops tabs and newlines from URLs and reads
// a backslash as a slash, so `/\t/evil.example` or `/\\evil.example` would leave
// the site; and a newline in a Location header is a TypeError (a 500). We parse
// the value the way the browser will and keep it only when it stays on our origin.

const PROBE_ORIGIN = 'http://festplan.invalid'
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/
const MAX_LENGTH = 2000

/**
 * A same-origin path (with query and hash, percent-encoded) or `fallback`.
 * `within` optionally limits the target to paths it matches.
 */
export function safeRedirectTarget(value: unknown, fallback = '/', within?: RegExp): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return fallback
  if (FORBIDDEN.test(value) || !value.startsWith('/') || value.startsWith('//')) return fallback
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== PROBE_ORIGIN) return fallback
  const target = `${url.pathname}${url.search}${url.hash}`
  if (target.startsWith('//')) return fallback
  if (within && !within.test(url.pathname)) return fallback
  return target
}
