import { dueDeliveries, recordAttempt, tenantAdminEmails, type DueDelivery } from '~/models/webhook.server'
import { registerBackgroundJob } from '~/utils/background.server'
import { escapeHtml } from '~/services/mail/mail.server'
import { sendTenantMail } from '~/services/mail/tenant-mail.server'
import { sendWebhook } from '~/services/webhooks/webhook-send.server'

// The single webhook sender (ADR 123): every few seconds, the due outbox rows
// are posted one after another; each result is stored before the next. Rows
// stay 'pending' until a 2xx is stored, so a restart resends them with the
// same webhook-id (at least once).

export const WEBHOOK_JOB = 'webhook-deliveries'

async function deliver(row: DueDelivery, now: number) {
  const result = await sendWebhook(
    { url: row.url, secret: row.secret, messageId: row.messageId, payload: row.payload },
    new Date(now),
  )
  const outcome = recordAttempt(row, result, now)
  if (outcome.failed || outcome.disabled) await tellAdmins(row, outcome.disabled)
}

async function tellAdmins(row: DueDelivery, disabled: boolean) {
  const subject = disabled ? 'Webhook-Endpunkt deaktiviert' : 'Webhook konnte nicht zugestellt werden'
  const text = disabled
    ? `Der Webhook-Endpunkt ${row.url} ist seit drei Tagen nicht erreichbar und wurde deaktiviert. Sie können ihn unter Integrationen → Webhooks wieder aktivieren.`
    : `Die Nachricht ${row.messageId} an ${row.url} konnte 24 Stunden lang nicht zugestellt werden. Im Zustellprotokoll unter Integrationen → Webhooks können Sie sie erneut senden.`
  for (const to of tenantAdminEmails(row.tenantId))
    await sendTenantMail({
      to,
      subject,
      text,
      html: `<p>${escapeHtml(text)}</p>`,
      tenantId: row.tenantId,
      kind: 'webhook-failed',
    })
}

export async function runWebhookDeliveries(now: number) {
  for (const row of dueDeliveries(now)) await deliver(row, now)
}

registerBackgroundJob({ name: WEBHOOK_JOB, everyMs: 5_000, run: (now) => runWebhookDeliveries(now) })
