import { z } from '~/utils/zod'

// A message in an event's thread (staff on the event page, the customer in the
// portal): plain text, line breaks kept, at most 5,000 characters.
export const MESSAGE_MAX = 5000

export const messageSchema = z.object({
  body: z
    .string()
    .optional()
    .transform((v) => (v ?? '').replace(/\r\n?/g, '\n').trim())
    .superRefine((v, c) => {
      if (!v) c.addIssue({ code: 'custom', message: 'Bitte geben Sie eine Nachricht ein.' })
      else if (v.length > MESSAGE_MAX)
        c.addIssue({ code: 'custom', message: 'Die Nachricht darf höchstens 5.000 Zeichen lang sein.' })
    }),
})
