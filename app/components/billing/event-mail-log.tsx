import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { formatDateTime } from '~/utils/format'

type EventMail = {
  id: string
  recipient: string
  subject: string
  state: string
  error: string | null
  attachments: string[]
  createdAt: number
}

/** The event page's mail log: which document mail went to whom and when, with its attachments (data: listEventMails). */
export function EventMailLog({ mails }: { mails: EventMail[] }) {
  return (
    <Card aria-labelledby="event-mails" role="region">
      <CardHeader>
        <CardTitle level={2} id="event-mails">
          Versendete E-Mails
        </CardTitle>
      </CardHeader>
      <CardContent>
        {mails.length === 0 ? (
          <p className="text-sm text-muted-foreground">Noch keine Dokumente per E-Mail versendet.</p>
        ) : (
          <ul className="grid gap-2 text-sm" data-testid="event-mails">
            {mails.map((m) => (
              <li key={m.id}>
                <span className="font-medium">{m.subject}</span> an {m.recipient} am {formatDateTime(m.createdAt)}
                {m.state === 'sent' ? '' : ` – nicht versendet: ${m.error ?? 'Fehler'}`}
                {m.attachments.length ? (
                  <span className="block text-muted-foreground">Anhänge: {m.attachments.join(', ')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
