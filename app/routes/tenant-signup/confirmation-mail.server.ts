import { CONFIRM_EMAIL_HOURS } from '~/models/user-token.server'
import { actionMail, sendMail, type MailResult } from '~/services/mail/mail.server'
import { consume, LIMITS } from '~/services/security/rate-limit.server'
import { tenantUrl } from '~/utils/tenant-url.server'
import { createToken } from '~/utils/token.server'

/** A new confirmation token: the link carries the token, the database only its hash. */
export function newConfirmToken(now = Date.now()) {
  const { token, hash } = createToken()
  return { token, hash, expiresAt: now + CONFIRM_EMAIL_HOURS * 3_600_000 }
}

export function sendConfirmationMail(input: {
  to: string
  fullName: string | null
  subdomain: string | null
  token: string
}) {
  const url = tenantUrl(input.subdomain, `/confirm-email?token=${encodeURIComponent(input.token)}`)
  return sendMail(
    actionMail({
      to: input.to,
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse – Festplan',
      greeting: input.fullName ? `Hallo ${input.fullName},` : 'Hallo,',
      paragraphs: [
        'vielen Dank für Ihre Registrierung bei Festplan.',
        'Bitte bestätigen Sie Ihre E-Mail-Adresse. Mit der Bestätigung beginnt Ihre 7-tägige kostenlose Testphase.',
        `Der Link ist ${CONFIRM_EMAIL_HOURS} Stunden gültig und kann einmal verwendet werden.`,
      ],
      actionLabel: 'E-Mail-Adresse bestätigen',
      actionUrl: url,
      footer: ['Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.'],
    }),
  )
}

/** Someone signed up with an address that already has an account: tell its owner, not the visitor. */
export async function sendAccountExistsMail(input: { to: string }): Promise<MailResult> {
  if (!consume(LIMITS.accountExistsMailsPerAddress, input.to.trim().toLowerCase()))
    return { ok: false, error: 'Hinweis-Mail an diese Adresse: Grenze erreicht' }
  return sendMail(
    actionMail({
      to: input.to,
      subject: 'Registrierung mit Ihrer E-Mail-Adresse – Festplan',
      greeting: 'Hallo,',
      paragraphs: [
        'soeben wollte sich jemand mit Ihrer E-Mail-Adresse bei Festplan registrieren. Zu dieser Adresse besteht bereits ein Konto.',
        'Wenn Sie das waren: Melden Sie sich einfach an. Falls Sie Ihr Passwort vergessen haben, können Sie es zurücksetzen.',
      ],
      actionLabel: 'Passwort zurücksetzen',
      actionUrl: tenantUrl(null, '/forgot-password'),
      footer: ['Falls Sie das nicht waren, können Sie diese E-Mail ignorieren. Es wurde nichts geändert.'],
    }),
  )
}
