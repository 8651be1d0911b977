import { logMail } from '~/models/mail-log.server'
import { admitTenantMail, TENANT_MAIL_MESSAGES, type TenantMailRefusal } from './mail-limits.server'
import { sendMail, type Mail, type MailResult } from './mail.server'

// Every mail a tenant causes (to its customers, its invitees, its own staff
// about its customers and webhooks) leaves through sendTenantMail: the tenant
// mail limits (per recipient, per tenant, none while read-only) hold on every
// path. Only platform mails (sign-up, password reset, the platform's notes to
// a tenant and to the owner) call sendMail directly; a test lists them
// (tests/integration/security-mail-senders.test.ts), so a new path cannot slip past.

export type TenantMailResult = MailResult | { ok: false; error: string; refusal: TenantMailRefusal }

/** Admits and sends one tenant mail; a refused one is logged as failed with the reason and not sent. Never throws. */
export async function sendTenantMail(mail: Mail & { tenantId: string }, now = Date.now()): Promise<TenantMailResult> {
  const refusal = admitTenantMail(mail.tenantId, mail.to, now)
  if (!refusal) return sendMail(mail)
  const error = TENANT_MAIL_MESSAGES[refusal]
  try {
    logMail(mail.tenantId, {
      recipient: mail.to,
      subject: mail.subject,
      kind: mail.kind ?? 'mail',
      state: 'failed',
      error,
      eventId: mail.eventId ?? null,
    })
  } catch (failure) {
    console.error(
      'E-Mail-Protokoll konnte nicht geschrieben werden:',
      failure instanceof Error ? failure.message : failure,
    )
  }
  return { ok: false, error, refusal }
}
