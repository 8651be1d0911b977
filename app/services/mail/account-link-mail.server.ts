import { findResetAccount, replaceResetToken } from '~/models/password-reset.server'
import { replaceUnlockToken } from '~/models/sign-in-unlock.server'
import { sendPasswordResetMail, sendSignInUnlockMail } from '~/services/mail/account-mail.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'
import { createToken } from '~/utils/token.server'

// Mailing a single-use account link (a password reset, a sign-in unlock): the
// confirmed account with the address gets a fresh link, and older unused links
// of that kind stop working. On a tenant's host only that tenant's accounts:
// another tenant's pending link stays untouched. The mail goes out after the
// answer, so a known address answers no slower than an unknown one
// (docs/security.md §1); the answer never tells whether a mail went out.

export type AccountLinkMail = {
  to: string
  fullName: string | null
  subdomain: string | null
  tenantId: string | null
  token: string
}

function accountLinkMailer(kind: {
  /** Stores the new link's hash for the user; older unused links of the kind stop working. */
  replaceToken: (userId: string, tokenHash: string) => void
  send: (mail: AccountLinkMail) => Promise<{ ok: boolean; error?: unknown }>
  /** Logged (with the transport's error) when the mail could not be sent. */
  failureWarning: string
}) {
  const pending = new Set<Promise<void>>()
  return {
    mailLink(request: Request, email: string) {
      const host = getHostTenant(request)
      const account = findResetAccount(email)
      if (!account || (host && host.subdomain !== account.subdomain)) return
      const { token, hash } = createToken()
      kind.replaceToken(account.userId, hash)
      const sending = kind
        .send({
          to: email,
          fullName: account.fullName,
          subdomain: account.subdomain,
          tenantId: account.tenantId,
          token,
        })
        .then((mail) => {
          if (!mail.ok) console.warn(kind.failureWarning, mail.error)
        })
      pending.add(sending)
      void sending.finally(() => pending.delete(sending))
    },
    /** For tests: resolves when every mail started so far is written. */
    settled() {
      return Promise.all([...pending]).then(() => undefined)
    },
  }
}

/** 'Passwort vergessen?' (valid 1 hour). */
export const passwordResetMails = accountLinkMailer({
  replaceToken: replaceResetToken,
  send: sendPasswordResetMail,
  failureWarning: 'Passwort-Mail konnte nicht gesendet werden:',
})

/** The sign-in unlock link (ADR 115, valid 30 minutes). */
export const signInUnlockMails = accountLinkMailer({
  replaceToken: replaceUnlockToken,
  send: sendSignInUnlockMail,
  failureWarning: 'Entsperr-Mail konnte nicht gesendet werden:',
})
