import { Badge } from '~/components/ui/badge'
import { formatDateTime } from '~/utils/format'

export type MailLogRow = {
  id: string
  recipient: string
  subject: string
  kind: string
  state: string
  error: string | null
  createdAt: number
}

const KIND_LABELS: Record<string, string> = {
  'customer-login-link': 'Login-Link',
  'offer-request': 'Angebotsanfrage',
  'offer-decision': 'Antwort auf Angebotsanfrage',
  'message-notification': 'Benachrichtigung',
  'task-digest': 'Aufgaben des Tages',
  invitation: 'Einladung',
  'password-reset': 'Passwort zurücksetzen',
  'tenant-status': 'Kontostatus',
  'trial-extended': 'Testphase verlängert',
}

/** 'Gesendete E-Mails': recipient, subject, time and delivery state (links and tokens were redacted when logged). */
export function MailLogTable({ rows }: { rows: MailLogRow[] }) {
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        Noch keine E-Mails versendet.
      </p>
    )
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Gesendete E-Mails</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-3">
              Zeit
            </th>
            <th scope="col" className="p-3">
              Empfänger
            </th>
            <th scope="col" className="p-3">
              Betreff
            </th>
            <th scope="col" className="p-3">
              Art
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.id} data-testid="mail-log-row" className="border-t">
              <td className="p-3 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
              <td className="p-3">{m.recipient}</td>
              <td className="p-3">{m.subject}</td>
              <td className="p-3">{KIND_LABELS[m.kind] ?? m.kind}</td>
              <td className="p-3">
                {m.state === 'sent' ? (
                  <Badge variant="secondary">Gesendet</Badge>
                ) : (
                  <Badge variant="destructive">Fehlgeschlagen</Badge>
                )}
                {m.error ? <span className="ml-2 text-xs text-muted-foreground">{m.error}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
