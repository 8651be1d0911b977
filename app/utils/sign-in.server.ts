import { createHash } from 'node:crypto'
import { parseWithZod } from '~/utils/conform'
import { data, redirect } from '@remix-run/node'
import { loginSchema } from '~/forms/login'
import { findAccount, normalizeEmail, touchLastLogin } from '~/models/user.server'
import { guardAction } from './action.server'
import { InvalidCredentials, authenticator } from './authenticator.server'
import { clear, clientIp, consume, hasRoom, LIMITS } from './rate-limit.server'
import { knownDeviceCookie } from './cookies.server'
import { createStaffSession } from './session.server'
import { combineHeaders, safeRedirect } from './http.server'
import { createToastHeaders } from './toast.server'
import { getHostTenant } from './tenant.server'
import type { Role } from './auth.server'

export type SignInOptions = {
  /** Roles that may sign in on this form; anyone else gets `refusal`. */
  roles: Role[]
  refusal: string
  /** Where each role lands when no redirectTo was given. */
  home: (role: Role) => string
}

 /** SHA-256 of the address, so the cookie never shows whose accounts used this browser. */
const accountMark = (email: string) => createHash('sha256').update(email).digest('base64url').slice(0, 22)

async function knownAccounts(request: Request): Promise<string[]> {
  const value: unknown = await knownDeviceCookie().parse(request.headers.get('Cookie'))
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, 5) : []
}

const TOO_MANY = 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.'

/**
 * The whole sign-in action: limits, Conform validation (field errors render),
 * remix-auth's FormStrategy for the password, then our own session row.
 */
export async function signIn(request: Request, options: SignInOptions) {
  const formData = await guardAction(request)
  if (!consume(LIMITS.authPostsPerIp, clientIp())) {
    return data({ result: null, formError: TOO_MANY }, { status: 429 })
  }
  const submission = parseWithZod(formData, { schema: loginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }), formError: null }, { status: 400 })
  }
  const email = normalizeEmail(submission.value.email)
  // A browser this account signed in on before keeps its own failure count, so
  // strangers who lock the account (ten wrong passwords) do not lock out its owner.
  const known = await knownAccounts(request)
  const mark = accountMark(email)
  const failureKey = known.includes(mark) ? `known:${email}` : email
  if (!hasRoom(LIMITS.signInFailuresPerAccount, failureKey)) {
    return data({ result: submission.reply({ hideFields: ['password'] }), formError: TOO_MANY }, { status: 429 })
  }
  let userId: string
  try {
    ;({ userId } = await authenticator.authenticate('form', request))
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) throw error
    consume(LIMITS.signInFailuresPerAccount, failureKey)
    return data(
      { result: submission.reply({ hideFields: ['password'] }), formError: `Anmeldefehler: ${error.message}`, failed: true },
      { status: 400 },
    )
  }
  const account = findAccount(userId)
  // On a tenant's own host only that tenant's staff may sign in (no session that would only lead to a 404).
  const hostTenant = getHostTenant(request)
  const wrongHost = hostTenant !== null && account?.profile.tenantId !== hostTenant.id
  if (!account || !options.roles.includes(account.profile.role) || wrongHost) {
    return data({ result: submission.reply({ hideFields: ['password'] }), formError: options.refusal }, { status: 400 })
  }
  if (!account.user.emailConfirmedAt) {
    return data(
      {
        result: submission.reply({ hideFields: ['password'] }),
        formError: 'Anmeldefehler: Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen dazu einen Link geschickt.',
        unconfirmedEmail: email,
      },
      { status: 400 },
    )
  }
  // The target is settled before anything is written (a bad one falls back to home).
  const target = safeRedirect(submission.value.redirectTo, options.home(account.profile.role))
  clear(LIMITS.signInFailuresPerAccount, failureKey)
  touchLastLogin(userId)
  const cookie = await createStaffSession(userId, account.profile.tenantId)
  const deviceCookie = await knownDeviceCookie().serialize([mark, ...known.filter((m) => m !== mark)].slice(0, 5))
  const headers = combineHeaders({ 'Set-Cookie': cookie }, await createToastHeaders({ type: 'success', title: 'Erfolgreich angemeldet' }))
  headers.append('Set-Cookie', deviceCookie)
  throw redirect(target, {
    headers,
  })
}
