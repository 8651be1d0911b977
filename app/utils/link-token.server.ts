import { createCookie, redirect } from '@remix-run/node'
import { getEnv, isHttps } from './env.server'

// One-time links (customer login, e-mail confirmation, invitation, password
// reset) arrive as GET /path?token=… (docs/contracts.md §7). That URL is what proxies,
// access logs, browser history and Referer headers keep, so the first GET
// moves the token into a short-lived httpOnly cookie of this host and answers
// 303 to the same path without it (docs/features/white-label-and-links.md). The page's POST takes
// the token from its `token` field (the contract, still accepted) or from this
// cookie. Setting a cookie is not a database write: the GET stays read-only.

export type LinkKind = 'customer-login' | 'confirm-email' | 'invitation' | 'reset-password' | 'sign-in-unlock'

/** Long enough to type a new password on a phone, short enough to be forgotten soon. */
export const LINK_COOKIE_MINUTES = 30

const cookies = new Map<LinkKind, ReturnType<typeof createCookie>>()

function linkCookie(kind: LinkKind) {
  let cookie = cookies.get(kind)
  if (!cookie) {
    // host-only (no Domain): a link opened on one tenant's host stays there
    cookie = createCookie(`festplan_link_${kind.replace(/-/g, '_')}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(),
      secrets: getEnv().SESSION_SECRETS,
      maxAge: LINK_COOKIE_MINUTES * 60,
    })
    cookies.set(kind, cookie)
  }
  return cookie
}

/** GET with `?token=`: throws a 303 to the same URL without the token, the token in the cookie. */
export async function moveLinkTokenToCookie(request: Request, kind: LinkKind) {
  const url = new URL(request.url)
  if (!url.searchParams.has('token')) return
  const token = url.searchParams.get('token')?.trim() ?? ''
  url.searchParams.delete('token')
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
  // an empty or absurd token is not kept (the page then says the link is invalid)
  headers.append(
    'Set-Cookie',
    await linkCookie(kind).serialize(
      token.length <= 200 ? token : '',
      token && token.length <= 200 ? {} : { maxAge: 0 },
    ),
  )
  throw redirect(`${url.pathname}${url.search}`, { status: 303, headers })
}

/** The token the link's GET stored for this page ('' when none). */
export async function linkTokenFromCookie(request: Request, kind: LinkKind): Promise<string> {
  const value: unknown = await linkCookie(kind).parse(request.headers.get('Cookie'))
  return typeof value === 'string' ? value : ''
}

/** The POST's token: the form field `token` (docs/contracts.md §7), else the cookie. */
export async function linkTokenForPost(request: Request, formData: FormData, kind: LinkKind): Promise<string> {
  const field = formData.get('token')
  if (typeof field === 'string' && field.trim()) return field.trim()
  return linkTokenFromCookie(request, kind)
}

/** Set-Cookie that forgets the token once it has been used. */
export function forgetLinkToken(kind: LinkKind): Promise<string> {
  return linkCookie(kind).serialize('', { maxAge: 0 })
}
