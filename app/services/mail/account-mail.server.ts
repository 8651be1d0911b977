import { ROLE_LABELS } from '~/forms/team'
import { INVITATION_DAYS } from '~/models/invitation.server'
import { actionMail, sendMail as send, type Mail } from './mail.server'
import { sendTenantMail } from './tenant-mail.server'

// the password reset is the platform's mail to an account holder; the invitation is the tenant's
const sendMail = (mail: Mail, meta: Pick<Mail, 'tenantId' | 'kind'>) => send({ ...mail, ...meta })
import { platformUrl, tenantUrl } from '~/utils/tenant-url.server'

// The two account mails, in German: the team invitation and the password reset link.

export function sendInvitationMail(input: {
  to: string
  tenantId: string
  tenantName: string
  subdomain: string
  role: keyof typeof ROLE_LABELS
  inviterName: string
  token: string
  color?: string | null
}) {
  return sendTenantMail({
    ...actionMail({
      to: input.to,
      subject: `Einladung zum Team von ${input.tenantName} – Festplan`,
      greeting: 'Hallo,',
      paragraphs: [
        `${input.inviterName || 'Ein Administrator'} lädt Sie ein, dem Team von ${input.tenantName} bei Festplan als ${ROLE_LABELS[input.role]} beizutreten.`,
        `Über den Link legen Sie Ihren Namen und Ihr Passwort fest. Er ist ${INVITATION_DAYS} Tage gültig und kann einmal verwendet werden.`,
      ],
      actionLabel: 'Einladung annehmen',
      actionUrl: tenantUrl(input.subdomain, `/invitation?token=${encodeURIComponent(input.token)}`),
      footer: ['Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.'],
      color: input.color,
    }),
    tenantId: input.tenantId,
    kind: 'invitation',
  })
}

type AccountLinkInput = {
  to: string
  fullName: string | null
  subdomain: string | null
  tenantId?: string | null
  token: string
}

/** A platform mail with a single-use account link on the account's host (its tenant's, or the platform's). */
function sendAccountLinkMail(
  input: AccountLinkInput,
  text: { page: string; subject: string; paragraphs: string[]; actionLabel: string; footer: string[]; kind: string },
) {
  const path = `${text.page}?token=${encodeURIComponent(input.token)}`
  return sendMail(
    actionMail({
      to: input.to,
      subject: text.subject,
      greeting: input.fullName ? `Hallo ${input.fullName},` : 'Hallo,',
      paragraphs: text.paragraphs,
      actionLabel: text.actionLabel,
      actionUrl: input.subdomain ? tenantUrl(input.subdomain, path) : platformUrl(path),
      footer: text.footer,
    }),
    input.tenantId ? { tenantId: input.tenantId, kind: text.kind } : {},
  )
}

export function sendPasswordResetMail(input: AccountLinkInput) {
  return sendAccountLinkMail(input, {
    page: '/reset-password',
    subject: 'Passwort zurücksetzen – Festplan',
    paragraphs: [
      'Sie haben angefordert, Ihr Passwort bei Festplan zurückzusetzen.',
      'Über den Link legen Sie ein neues Passwort fest. Er ist 1 Stunde gültig und kann einmal verwendet werden. Danach werden Sie überall abgemeldet.',
    ],
    actionLabel: 'Neues Passwort festlegen',
    footer: [
      'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    ],
    kind: 'password-reset',
  })
}

/** The sign-in unlock link (ADR 115): the platform's mail to the account holder. */
export function sendSignInUnlockMail(input: AccountLinkInput) {
  return sendAccountLinkMail(input, {
    page: '/sign-in-unlock',
    subject: 'Anmeldung entsperren – Festplan',
    paragraphs: [
      'Nach mehreren falschen Passwörtern ist die Anmeldung mit Ihrer Adresse verzögert. Sie haben einen Entsperrlink angefordert.',
      'Über den Link heben Sie die Verzögerung auf und merken diesen Browser vor. Er ist 30 Minuten gültig und kann einmal verwendet werden.',
    ],
    actionLabel: 'Anmeldung entsperren',
    footer: [
      'Falls Sie das nicht angefordert haben, versucht vielleicht jemand, sich mit Ihrer Adresse anzumelden. Ihr Passwort bleibt unverändert; ändern Sie es, falls es anderen bekannt sein könnte.',
    ],
    kind: 'sign-in-unlock',
  })
}
