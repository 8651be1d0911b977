import { z } from '~/utils/zod'
import { isValidYmd } from '~/domain/event-dates'
import { euroCents } from './euro'

// Zahlung erfassen on an invoice: the day the money came in (a real calendar
// day, not after today) and the amount in euros as typed in German ('5.000'
// is five thousand euros). Whether it exceeds the open amount is the model's
// check (recordPayment), its message lands on the amount field too.

export function paymentSchema(today: string) {
  return z.object({
    intent: z.literal('payment'),
    paid_on: z
      .string({ error: 'Bitte ein Zahlungsdatum eingeben' })
      .trim()
      .min(1, 'Bitte ein Zahlungsdatum eingeben')
      .superRefine((v, ctx) => {
        if (!v) return
        if (!isValidYmd(v) || v < '2000-01-01')
          ctx.addIssue({ code: 'custom', message: 'Bitte ein gültiges Zahlungsdatum eingeben (z. B. 15.03.2026)' })
        else if (v > today)
          ctx.addIssue({ code: 'custom', message: 'Das Zahlungsdatum darf nicht in der Zukunft liegen' })
      }),
    amount: euroCents({ required: 'Bitte einen Betrag eingeben (z. B. 500,00)', germanThousands: true }).superRefine(
      (cents, ctx) => {
        if (cents === 0)
          ctx.addIssue({ code: 'custom', message: 'Bitte einen Betrag größer als 0 eingeben (z. B. 500,00)' })
      },
    ),
  })
}
