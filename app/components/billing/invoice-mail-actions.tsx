import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { formatCents, formatDay } from '~/utils/format'

/** 'Rechnung senden' on a finalised invoice and the next reminder ('Zahlungserinnerung', '1. Mahnung', '2. Mahnung') when it is overdue. */
export function InvoiceMailActions({ status, kind, next }: { status: string; kind: string; next: string | null }) {
  if (status !== 'final') return null
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <Button type="submit" variant="outline" name="intent" value="send">
        {kind === 'cancellation' ? 'Stornorechnung senden' : 'Rechnung senden'}
      </Button>
      {next ? <Button type="submit" variant="outline" name="intent" value="remind">{`${next} senden`}</Button> : null}
    </Form>
  )
}

type Reminder = {
  id: string
  label: string
  reminderDate: string
  openCents: number
  interestCents: number
  feeCents: number
  recipient: string
}

/** The reminders the invoice got, with what each stated. */
export function InvoiceReminderList({ reminders }: { reminders: Reminder[] }) {
  if (!reminders.length) return null
  return (
    <section aria-labelledby="invoice-reminders" className="space-y-1">
      <h2 id="invoice-reminders" className="text-lg font-semibold">
        Zahlungserinnerungen und Mahnungen
      </h2>
      <ul className="text-sm" data-testid="invoice-reminders">
        {reminders.map((r) => (
          <li key={r.id}>
            {r.label} vom {formatDay(r.reminderDate)} an {r.recipient}: offen {formatCents(r.openCents)}
            {r.interestCents ? `, Verzugszinsen ${formatCents(r.interestCents)}` : ''}
            {r.feeCents ? `, Pauschale ${formatCents(r.feeCents)}` : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
