import { parseWithZod } from '~/utils/conform'
import { data, redirect } from '@remix-run/node'
import { loginSchema } from '~/forms/login'
import { findAccount, normalizeEmail, touchLastLogin } from '~/models/user.server'
import { guardAction } from '~/services/security/action-guard.server'
import { InvalidCredentials, authenticator } from './authenticator.server'
import { delayedUntil, liftDelay, recordFailure } from '~/models/sign-in-delay.server'
import { waitText } from '~/domain/sign-in-delay'
import { clientIp, consume, LIMITS } from '~/services/security/rate-limit.server'
import { accountMark, knownAccounts, rememberDevice } from '~/utils/known-device.server'
import { createStaffSession } from './session-cookie.server'
import { combineHeaders, safeRedirect } from '~/utils/http.server'
import { createToastHeaders } from '~/utils/toast.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'
import type { Role } from './auth.server'

export type SignInOptions = {
  /** Roles that may sign in on this form; anyone else gets `refusal`. */
  roles: Role[]
  refusal: string
  /** Where each role lands when no redirectTo was given. */
  home: (role: Role) => string
}

const TOO_MANY = 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.'

/** The answer while an account's sign-in is delayed (ADR 115): when to try again, and the unlock link. */
export function delayMessage(until: number, now = Date.now()) {
  return `Zu viele falsche Passwörter für dieses Konto. Bitte versuchen Sie es ${waitText(until - now)} erneut – oder lassen Sie sich einen Entsperrlink per E-Mail senden.`
}

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
  // A browser this account signed in on before keeps its own failure count and
  // delay, so strangers' wrong passwords never slow down the account's owner (ADR 115).
  const known = await knownAccounts(request)
  const knownDevice = known.includes(accountMark(email))
  const delayKey = knownDevice ? `known:${email}` : email
  const until = delayedUntil(delayKey)
  if (until) {
    return data(
      { result: submission.reply({ hideFields: ['password'] }), formError: delayMessage(until), unlockLink: true },
      { status: 429, headers: { 'Retry-After': String(Math.ceil((until - Date.now()) / 1000)) } },
    )
  }
  let userId: string
  try {
    ;({ userId } = await authenticator.authenticate('form', request))
  } catch (error) {
    if (!(error instanceof InvalidCredentials)) throw error
    recordFailure(delayKey)
    return data(
      {
        result: submission.reply({ hideFields: ['password'] }),
        formError: `Anmeldefehler: ${error.message}`,
        failed: true,
      },
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
        formError:
          'Anmeldefehler: Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen dazu einen Link geschickt.',
        unconfirmedEmail: email,
      },
      { status: 400 },
    )
  }
  // The target is settled before anything is written (a bad one falls back to home).
  const target = safeRedirect(submission.value.redirectTo, options.home(account.profile.role))
  // a correct password lifts this browser's delay; from a known browser also the strangers' one
  liftDelay(knownDevice ? [delayKey, email] : [email])
  touchLastLogin(userId)
  const cookie = await createStaffSession(userId, account.profile.tenantId)
  const deviceCookie = await rememberDevice(request, email)
  const headers = combineHeaders(
    { 'Set-Cookie': cookie },
    await createToastHeaders({ type: 'success', title: 'Erfolgreich angemeldet' }),
  )
  headers.append('Set-Cookie', deviceCookie)
  throw redirect(target, {
    headers,
  })
}
