import { z } from '~/utils/zod'
import { isValidYmd } from '~/domain/event-dates'

// The deadline form of the event page: a new day before the event date, not in the past.
export function deadlineSchema(ctx: { today: string; eventDate: string | null }) {
  return z.object({
    deadline_at: z
      .string()
      .optional()
      .transform((v) => (v ?? '').trim())
      .superRefine((v, c) => {
        if (!v) c.addIssue({ code: 'custom', message: 'Fristdatum ist erforderlich' })
        else if (!isValidYmd(v)) c.addIssue({ code: 'custom', message: 'Bitte geben Sie ein gültiges Datum ein' })
        else if (ctx.eventDate && v >= ctx.eventDate)
          c.addIssue({ code: 'custom', message: 'Fristdatum muss vor dem Veranstaltungsdatum liegen' })
        else if (v < ctx.today)
          c.addIssue({ code: 'custom', message: 'Das Fristdatum darf nicht in der Vergangenheit liegen' })
      }),
  })
}
