import { getEnv } from './env.server'

/** Headers for every document (nonce given) and every data response. */
export function securityHeaders(nonce: string | null): Record<string, string> {
  const env = getEnv()
  const dev = env.NODE_ENV === 'development'
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
  if (nonce) {
    const csp = [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      // Sign-in on the platform host redirects into the tenant's subdomain.
      `form-action 'self' ${env.PUBLIC_URL.protocol}//*.${env.PUBLIC_URL.host}`,
    ].join('; ')
    headers['Content-Security-Policy'] = csp
  }
  if (env.NODE_ENV === 'production' && env.PUBLIC_URL.protocol === 'https:') {
    headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  }
  return headers
}

const SESSION_COOKIE = /(?:^|;\s*)(festplan_session|festplan_customer)=/

/**
 * Pages for a signed-in user or customer must not be kept by any cache
 * (shared proxies, the back/forward cache of a shared computer). Carrying a
 * session cookie is enough; public pages keep their headers.
 */
export function applyPrivateCaching(request: Request, headers: Headers) {
  const signedIn = SESSION_COOKIE.test(request.headers.get('Cookie') ?? '')
  const signingIn = (headers.get('Set-Cookie') ?? '').match(/(?:^|,\s*)(festplan_session|festplan_customer)=/)
  if (signedIn || signingIn) headers.set('Cache-Control', 'private, no-store')
}
