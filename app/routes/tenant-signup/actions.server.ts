import { parseWithZod } from '~/utils/conform'
import { data } from '@remix-run/node'
import { z } from '~/utils/zod'
import { signupSchema } from '~/forms/signup'
import { SUBDOMAIN_MESSAGES } from '~/domain/subdomain'
import { createSignup, isEmailTaken, isSubdomainTaken } from '~/models/signup.server'
import { normalizeEmail } from '~/models/user.server'
import { replaceConfirmToken } from '~/models/user-token.server'
import { commonPasswords } from '~/utils/common-passwords.server'
import { redirectWithToast } from '~/utils/http.server'
import { hashPassword } from '~/utils/password.server'
import { clientIp, consume, LIMITS } from '~/services/security/rate-limit.server'
import { newConfirmToken, sendAccountExistsMail, sendConfirmationMail } from './confirmation-mail.server'

export const TOO_MANY_SIGNUPS = 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es erneut.'
export const RESENT =
  'Falls zu dieser Adresse ein unbestätigtes Konto besteht, haben wir die Bestätigungs-E-Mail erneut gesendet.'

const REGISTERED = {
  type: 'success',
  title: 'Registrierung erfolgreich!',
  description: 'Bitte prüfen Sie Ihr E-Mail-Postfach und bestätigen Sie Ihre E-Mail-Adresse.',
} as const

/** Sign-up: rules and uniqueness on the fields, then one transaction, then the mail. */
export async function signUp(formData: FormData) {
  if (!consume(LIMITS.authPostsPerIp, clientIp())) {
    return data({ form: 'signup' as const, result: null, formError: TOO_MANY_SIGNUPS }, { status: 429 })
  }
  // A taken e-mail is not revealed to the visitor (docs/security.md §1): the answer is the
  // same success page, and the owner of the address gets a mail instead.
  const schema = signupSchema({ isSubdomainTaken, isEmailTaken: () => false, commonPasswords: commonPasswords() })
  const submission = await parseWithZod(formData, { schema, async: true })
  if (submission.status !== 'success') {
    return data(
      { form: 'signup' as const, result: submission.reply({ hideFields: ['password'] }), formError: null },
      { status: 400 },
    )
  }
  const value = submission.value
  if (isEmailTaken(value.email)) {
    await hashPassword(value.password) // the same work as a new account: no timing difference
    const mail = await sendAccountExistsMail({ to: normalizeEmail(value.email) })
    if (!mail.ok) console.warn('Hinweis-Mail konnte nicht gesendet werden:', mail.error)
    return redirectWithToast('/tenant-signup?mode=login&registered=1', REGISTERED)
  }
  // argon2 is async: hash before the synchronous transaction.
  const passwordHash = await hashPassword(value.password)
  const now = Date.now()
  const confirm = newConfirmToken(now)
  const outcome = createSignup(
    {
      fullName: value.full_name,
      company: value.company,
      subdomain: value.subdomain,
      email: value.email,
      passwordHash,
      confirmTokenHash: confirm.hash,
      confirmExpiresAt: confirm.expiresAt,
    },
    now,
  )
  if (!outcome.ok && outcome.field === 'email') {
    // lost the race for the address to a parallel sign-up: same answer as above
    return redirectWithToast('/tenant-signup?mode=login&registered=1', REGISTERED)
  }
  if (!outcome.ok) {
    const fieldErrors: Record<string, string[]> = { subdomain: [SUBDOMAIN_MESSAGES.taken] }
    return data(
      { form: 'signup' as const, result: submission.reply({ fieldErrors, hideFields: ['password'] }), formError: null },
      { status: 400 },
    )
  }
  const mail = await sendConfirmationMail({
    to: value.email,
    fullName: value.full_name,
    subdomain: value.subdomain,
    token: confirm.token,
  })
  return redirectWithToast(
    '/tenant-signup?mode=login&registered=1',
    mail.ok
      ? REGISTERED
      : {
          type: 'warning',
          title: 'Registrierung erfolgreich!',
          description: 'Die Bestätigungs-E-Mail konnte nicht versendet werden. Bitte fordern Sie sie unten erneut an.',
        },
  )
}

const resendSchema = z.object({ email: z.string().trim().min(1).max(254).pipe(z.email()) })

/** Sends a fresh confirmation link; the answer is the same whether or not the account exists. */
export async function resendConfirmation(formData: FormData, hostTenantId: string | null = null) {
  if (!consume(LIMITS.authPostsPerIp, clientIp())) {
    return data({ form: 'resend' as const, result: null, formError: TOO_MANY_SIGNUPS }, { status: 429 })
  }
  const parsed = resendSchema.safeParse({ email: formData.get('email') })
  if (!parsed.success) {
    return data(
      { form: 'resend' as const, result: null, formError: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
      { status: 400 },
    )
  }
  const email = normalizeEmail(parsed.data.email)
  if (consume(LIMITS.linkRequestsPerAddress, `confirm:${email}`)) {
    const confirm = newConfirmToken()
    const user = replaceConfirmToken(email, confirm.hash, confirm.expiresAt, Date.now(), hostTenantId)
    if (user)
      await sendConfirmationMail({
        to: email,
        fullName: user.fullName,
        subdomain: user.subdomain,
        token: confirm.token,
      })
  }
  return redirectWithToast('/tenant-signup?mode=login', {
    type: 'success',
    title: 'E-Mail gesendet',
    description: RESENT,
  })
}
