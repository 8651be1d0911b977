import { parseWithZod } from '~/utils/conform'
import { data } from '@remix-run/node'
import {
  activeCustomersByEmail,
  consumeCustomerToken,
  tokenState,
  type TokenFailure,
} from '~/models/customer-auth.server'
import { tokenOwner } from '~/models/customer-token.server'
import { safeRedirectTarget } from '~/domain/safe-redirect'
import { findCustomerByEmail } from '~/models/end-customer.server'
import { requestLinkSchema } from '~/forms/customer-link'
import { sendCustomerLoginLink } from '~/services/mail/customer-login-mail.server'
import { LIMITS, clientIp, consume } from '~/services/security/rate-limit.server'
import { forgetLinkToken, linkTokenForPost, linkTokenFromCookie } from '~/utils/link-token.server'
import { createCustomerSession } from './session-cookie.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'
import { hashToken } from '~/utils/token.server'

// The server side of /customer-login (docs/product.md §2.14, §8).

export type LoginState =
  | { state: 'missing' }
  | { state: 'request' }
  | { state: 'ready' }
  | { state: 'success'; to: string }
  | { state: 'error'; reason: TokenFailure | 'rate-limited'; canResend?: boolean }
  | { state: 'resent' }

/** Where a signed-in customer lands: the document a mail's link named, else the portal start. */
export function landingPath(targetPath: string | null) {
  return safeRedirectTarget(targetPath, '/customer-dashboard', /^\/customer-dashboard(\/|$)/)
}

/** After 'Neuen Link senden' on a spent link (same words for any link, known or not). */
export const LINK_RESENT = 'Wir haben einen neuen Link an die E-Mail-Adresse gesendet, an die auch dieser Link ging.'

export const TOKEN_MESSAGES: Record<TokenFailure | 'rate-limited' | 'missing', string> = {
  missing: 'Kein gültiger Token gefunden.',
  unknown: 'Authentifizierung fehlgeschlagen.',
  used: 'Dieser Anmeldelink wurde bereits verwendet.',
  expired: 'Dieser Anmeldelink ist abgelaufen.',
  inactive: 'Ihr Zugang wurde deaktiviert. Bitte wenden Sie sich an Ihren Event-Planer.',
  'rate-limited': 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einer Minute erneut.',
}

export const LINK_REQUEST_SENT =
  'Falls diese E-Mail-Adresse bei uns hinterlegt ist, haben wir Ihnen einen neuen Anmeldelink gesendet.'
export const LINK_REQUEST_LIMITED = 'Zu viele Anfragen für diese Adresse. Bitte versuchen Sie es in 15 Minuten erneut.'

/**
 * GET (after the mailed link's token moved into the link cookie, see
 * link-token.server.ts): reads the token's state, never uses it. `?link=neu`
 * (the link in mails that are not login mails) asks for a new link without
 * calling the visit a failure.
 */
export async function loginState(request: Request): Promise<LoginState> {
  if (new URL(request.url).searchParams.get('link') === 'neu') return { state: 'request' }
  const token = await linkTokenFromCookie(request, 'customer-login')
  if (!token) return { state: 'missing' }
  const hostTenantId = getHostTenant(request)?.id ?? null
  const state = tokenState(hashToken(token), hostTenantId)
  if (state.ok) return { state: 'ready' }
  // a used or expired link can send a fresh one to the same address (never for an unknown token)
  const canResend =
    (state.reason === 'used' || state.reason === 'expired') && tokenOwner(hashToken(token), hostTenantId) !== null
  return { state: 'error', reason: state.reason, canResend }
}

/**
 * 'Neuen Link senden' on a used or expired link: a new sign-in link to the
 * customer the old one belonged to, landing where the old one did. The login
 * link limits apply (3 per customer in 15 minutes, the IP's sign-in posts,
 * the tenant's mail admission).
 */
export async function resendSpentLink(request: Request, formData: FormData) {
  const token = await linkTokenForPost(request, formData, 'customer-login')
  if (!consume(LIMITS.authPostsPerIp, clientIp()))
    return data<LoginState>({ state: 'error', reason: 'rate-limited' }, { status: 429 })
  const owner = token ? tokenOwner(hashToken(token), getHostTenant(request)?.id ?? null) : null
  if (!owner) return data<LoginState>({ state: 'missing' }, { status: 400 })
  const state = tokenState(hashToken(token), owner.tenantId)
  if (state.ok || state.reason === 'inactive' || state.reason === 'unknown') {
    return data<LoginState>(state.ok ? { state: 'ready' } : { state: 'error', reason: state.reason }, {
      status: state.ok ? 200 : 400,
    })
  }
  const sent = await sendCustomerLoginLink({
    tenantId: owner.tenantId,
    customerId: owner.endCustomerId,
    actorUserId: null,
    targetPath: owner.targetPath,
  })
  if (!sent.ok && sent.reason === 'rate-limited')
    return data<LoginState>({ state: 'error', reason: 'rate-limited' }, { status: 429 })
  const headers = new Headers({ 'Set-Cookie': await forgetLinkToken('customer-login') })
  return data<LoginState>({ state: 'resent' }, { headers })
}

/** POST token (field `token`, else the link cookie): single use, then a 24-hour customer session. */
export async function signInWithToken(request: Request, formData: FormData) {
  const token = await linkTokenForPost(request, formData, 'customer-login')
  if (!token) return data<LoginState>({ state: 'missing' }, { status: 400 })
  if (!consume(LIMITS.authPostsPerIp, clientIp()))
    return data<LoginState>({ state: 'error', reason: 'rate-limited' }, { status: 429 })
  const result = consumeCustomerToken(hashToken(token), getHostTenant(request)?.id ?? null)
  if (!result.ok) return data<LoginState>({ state: 'error', reason: result.reason }, { status: 400 })
  const headers = new Headers()
  headers.append('Set-Cookie', await createCustomerSession(result.endCustomerId, result.tenantId))
  headers.append('Set-Cookie', await forgetLinkToken('customer-login'))
  return data<LoginState>({ state: 'success', to: landingPath(result.targetPath) }, { headers })
}

/** Sign-in posts of one IP, the link request included. */
export const LINK_REQUEST_TOO_MANY =
  'Zu viele Anfragen von diesem Anschluss. Bitte versuchen Sie es in einer Minute erneut.'

const pendingLinkMails = new Set<Promise<void>>()

/** For tests and shutdown: resolves when every link mail queued so far is handled. */
export function customerLinkMailsSettled() {
  return Promise.all([...pendingLinkMails]).then(() => undefined)
}

/**
 * Looks the address up and mails the links after the answer has gone: the
 * request does the same work for a known and an unknown address, so its
 * timing tells nothing. Errors are logged, never thrown.
 */
function mailLinksLater(email: string, hostTenantId: string | null) {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      const targets = hostTenantId
        ? [findCustomerByEmail(hostTenantId, email)]
            .filter((c) => c?.isActive)
            .map((c) => ({ tenantId: c!.tenantId, customerId: c!.id }))
        : activeCustomersByEmail(email)
      for (const target of targets) {
        await sendCustomerLoginLink({ tenantId: target.tenantId, customerId: target.customerId, actorUserId: null })
      }
    })
    .catch((error: unknown) =>
      console.warn('Anmeldelink konnte nicht gesendet werden:', error instanceof Error ? error.message : error),
    )
  pendingLinkMails.add(work)
  void work.finally(() => pendingLinkMails.delete(work))
}

/**
 * 'Neuen Link anfordern': the same answer, after the same work, whether or not
 * the address is known. On a tenant host the customer of that tenant gets a
 * link; on the platform host (no tenant named) every active tenant where the
 * address is an active customer sends one. At most 3 requests per address in
 * 15 minutes, and the IP's sign-in posts limit (10 a minute).
 */
export async function requestNewLink(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: requestLinkSchema })
  if (submission.status !== 'success')
    return data({ linkResult: submission.reply(), linkMessage: null }, { status: 400 })
  if (!consume(LIMITS.authPostsPerIp, clientIp())) {
    return data(
      { linkResult: submission.reply({ formErrors: [LINK_REQUEST_TOO_MANY] }), linkMessage: null },
      { status: 429 },
    )
  }
  const email = submission.value.email.toLowerCase()
  if (!consume(LIMITS.linkRequestsPerAddress, email)) {
    return data(
      { linkResult: submission.reply({ formErrors: [LINK_REQUEST_LIMITED] }), linkMessage: null },
      { status: 429 },
    )
  }
  mailLinksLater(email, getHostTenant(request)?.id ?? null)
  return { linkResult: submission.reply(), linkMessage: LINK_REQUEST_SENT }
}
