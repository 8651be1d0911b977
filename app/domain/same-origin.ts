// The CSRF rule, pure: a browser names where a POST came from in Origin (and
// Sec-Fetch-Site); anything but the request's own origin is refused. Clients
// that send neither (curl, server-to-server) are no CSRF vector.

export function isCrossOrigin(input: {
  origin: string | null
  secFetchSite: string | null
  host: string
  /** Schemes this host is reached by (behind a TLS proxy the server sees http). */
  protocols: string[]
}): boolean {
  if (input.origin !== null) {
    let parsed: URL
    try {
      parsed = new URL(input.origin)
    } catch {
      return true // includes the opaque origin "null"
    }
    return parsed.host.toLowerCase() !== input.host.toLowerCase() || !input.protocols.includes(parsed.protocol)
  }
  const site = input.secFetchSite
  return site !== null && site !== 'same-origin' && site !== 'none'
}

export const CROSS_ORIGIN_MESSAGE = 'Anfrage von fremder Herkunft abgelehnt.'
