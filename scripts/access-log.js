// The per-request log line of the server processes (scripts/worker.js):
// morgan's 'tiny' format, but the URL with secrets cut out (docs/security.md §1).
// Mailed one-time links carry `token=…`; a calendar feed's path is its key.
// The routes move a link's token out of the URL at once (303, see
// app/utils/link-token.server.ts), yet the first GET still names it, so the
// log never prints any query parameter whose name contains "token".
import morgan from 'morgan'

export const REDACTED = '[entfernt]'

/** @param {string} name */
function decodedName(name) {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}

/**
 * The request URL for the log: token values and calendar feed keys replaced by [entfernt].
 * @param {unknown} raw
 */
export function redactUrl(raw) {
  const url = String(raw ?? '')
  const hash = url.indexOf('#')
  const withoutHash = hash === -1 ? url : url.slice(0, hash)
  const q = withoutHash.indexOf('?')
  const path = (q === -1 ? withoutHash : withoutHash.slice(0, q)).replace(/(\/calendar\/feed\/)[^/]+/i, `$1${REDACTED}`)
  if (q === -1) return path
  const query = withoutHash
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=')
      const name = eq === -1 ? part : part.slice(0, eq)
      return /token/i.test(decodedName(name)) ? `${name}=${REDACTED}` : part
    })
    .join('&')
  return `${path}?${query}`
}

/** morgan with the 'tiny' line, the URL redacted. */
export function accessLog() {
  morgan.token('redacted-url', (/** @type {import('node:http').IncomingMessage & { originalUrl?: string }} */ req) =>
    redactUrl(req.originalUrl ?? req.url),
  )

  return morgan(':method :redacted-url :status :res[content-length] - :response-time ms')
}
