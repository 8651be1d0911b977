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
