import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { formatCents, formatDay } from '~/utils/format'

/** Records a payment of a finalised, open invoice (intent=payment); errors and typed values come back from the action. */
export function PaymentForm({
  today,
  values,
  errors,
}: {
  today: string
  values: Record<string, string>
  errors: Record<string, string>
}) {
  return (
    <Form method="post" className="grid max-w-xl gap-3 rounded-md border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <Field
        label="Zahlungsdatum"
        name="paid_on"
        type="date"
        defaultValue={values.paid_on ?? today}
        errors={errors.paid_on ? [errors.paid_on] : undefined}
      />
      <Field
        label="Betrag (€)"
        name="amount"
        inputMode="decimal"
        defaultValue={values.amount ?? ''}
        errors={errors.amount ? [errors.amount] : undefined}
      />
      <Button type="submit" name="intent" value="payment">
        Zahlung erfassen
      </Button>
    </Form>
  )
}

/** The payments recorded on an invoice, each with its delete button (asks first). */
export function PaymentList({ payments }: { payments: Array<{ id: string; paidOn: string; amountCents: number }> }) {
  if (!payments.length) return null
  return (
    <ul className="grid gap-1 text-sm">
      {payments.map((p) => (
        <li key={p.id} data-testid="invoice-payment" className="flex flex-wrap items-center gap-2">
          {formatDay(p.paidOn)}: {formatCents(p.amountCents)}
          <Form method="post">
            <input type="hidden" name="payment_id" value={p.id} />
            <Button
              type="submit"
              variant="ghost"
              size="sm"
              name="intent"
              value="delete-payment"
              aria-label={`Zahlung vom ${formatDay(p.paidOn)} über ${formatCents(p.amountCents)} löschen`}
            >
              Löschen
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  )
}
