import fs from 'node:fs/promises'
import path from 'node:path'
import type { Resend } from 'resend'
import { brandOf, senderFor } from '~/domain/white-label'
import { logMail } from '~/models/mail-log.server'
import { findTenantById } from '~/models/tenant.server'
import { singleLine } from '~/utils/control-chars'
import { getEnv } from '~/utils/env.server'
import { resendClient } from '~/utils/libraries.server'

/** A file sent with a mail (a document's PDF, the XRechnung XML). */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array | string }

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  /** the tenant whose account caused the mail (for the tenant's mail log) */
  tenantId?: string | null
  /** what kind of mail: 'customer-login-link', 'offer-decision', 'message', 'invitation', … */
  kind?: string
  /** 'customer': to one of the tenant's end customers; white-label applies (sender name) */
  audience?: 'customer' | 'staff'
  attachments?: MailAttachment[]
  /** the event the mail is about (shown in the event page's mail log) */
  eventId?: string | null
}
export type MailResult = { ok: true; id: string } | { ok: false; error: string }

export function mailMode(): 'resend' | 'outbox' {
  return getEnv().RESEND_API_KEY ? 'resend' : 'outbox'
}

let resend: Resend | undefined

/**
 * Sends through Resend with a key, else writes the outbox file. Never throws.
 * A mail with a tenantId lands in that tenant's mail log (sent or failed with
 * the reason), links and tokens redacted.
 */
export async function sendMail(mail: Mail): Promise<MailResult> {
  const result = await deliver(mail, senderOf(mail))
  if (mail.tenantId) {
    try {
      logMail(mail.tenantId, {
        recipient: mail.to,
        subject: mail.subject,
        kind: mail.kind ?? 'mail',
        state: result.ok ? 'sent' : 'failed',
        error: result.ok ? null : result.error,
        eventId: mail.eventId ?? null,
        attachments: mail.attachments?.map((a) => safeFileName(a.filename)),
      })
    } catch (error) {
      console.error('E-Mail-Protokoll konnte nicht geschrieben werden:', error instanceof Error ? error.message : error)
    }
  }
  return result
}

/** MAIL_FROM, with the tenant's name as display name on a customer mail of a white-label tenant. */
function senderOf(mail: Mail) {
  const from = getEnv().MAIL_FROM
  if (mail.audience !== 'customer' || !mail.tenantId) return from
  return senderFor(from, brandOf(findTenantById(mail.tenantId)))
}

async function deliver(unsafe: Mail, unsafeFrom: string): Promise<MailResult> {
  const env = getEnv()
  // headers are one line each: user text in a subject or sender name never adds a header
  const mail = { ...unsafe, to: singleLine(unsafe.to), subject: singleLine(unsafe.subject) }
  const from = singleLine(unsafeFrom)
  try {
    if (env.RESEND_API_KEY) {
      resend ??= new (resendClient().Resend)(env.RESEND_API_KEY)
      const attachments = (mail.attachments ?? []).map((a) => ({
        filename: safeFileName(a.filename),
        content: Buffer.from(a.content),
        contentType: a.contentType,
      }))
      const { data, error } = await resend.emails.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(attachments.length ? { attachments } : {}),
      })
      if (error || !data) return { ok: false, error: error?.message ?? 'Unbekannter Fehler' }
      return { ok: true, id: data.id }
    }
    const id = crypto.randomUUID()
    const createdAt = new Date().toISOString()
    await fs.mkdir(env.MAIL_OUTBOX_DIR, { recursive: true })
    const base = `${createdAt.replace(/[:.]/g, '-')}-${id}`
    // each attachment is a file beside the mail JSON, named after the mail; written before the JSON appears
    const attachments = []
    for (const [index, attachment] of (mail.attachments ?? []).entries()) {
      const filename = safeFileName(attachment.filename)
      const relative = `${base}-${index + 1}-${filename}`
      await fs.writeFile(path.join(env.MAIL_OUTBOX_DIR, relative), attachment.content)
      attachments.push({ filename, contentType: attachment.contentType, path: relative })
    }
    const record = {
      id,
      to: mail.to,
      from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt,
      ...(attachments.length ? { attachments } : {}),
    }
    const file = path.join(env.MAIL_OUTBOX_DIR, `${base}.json`)
    // Written beside and renamed: a reader never sees half a mail.
    await fs.writeFile(`${file}.tmp`, JSON.stringify(record, null, 2))
    await fs.rename(`${file}.tmp`, file)
    return { ok: true, id }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** A file name without path parts or odd characters (it names a file in the outbox and in the mail). */
export function safeFileName(name: string) {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '')
  return cleaned.slice(-120) || 'anhang'
}

const escapeMap: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => escapeMap[c] ?? c)
}

/**
 * A German mail with one call to action: the text body carries the full link,
 * the HTML body a button in the tenant's colour.
 */
export function actionMail(input: {
  to: string
  subject: string
  greeting: string
  paragraphs: string[]
  actionLabel: string
  actionUrl: string
  footer: string[]
  color?: string | null
}): Mail {
  const color = input.color && /^#[0-9a-f]{6}$/i.test(input.color) ? input.color : '#18181b'
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    `${input.actionLabel}: ${input.actionUrl}`,
    '',
    ...input.footer,
  ].join('\n')
  const html = `<!doctype html><html lang="de"><body style="font-family:system-ui,sans-serif;color:#18181b;line-height:1.5">
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.actionUrl)}" style="display:inline-block;background:${color};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(input.actionLabel)}</a></p>
<p style="font-size:12px;color:#71717a">Falls der Knopf nicht funktioniert: ${escapeHtml(input.actionUrl)}</p>
${input.footer.map((f) => `<p style="font-size:12px;color:#71717a">${escapeHtml(f)}</p>`).join('\n')}
</body></html>`
  return { to: input.to, subject: input.subject, text, html }
}
