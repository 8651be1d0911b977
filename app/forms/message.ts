import { z } from 'zod'

// A message in an event's thread (staff on the event page, the customer in the
// portal): plain text, line breaks kept, at most 5,000 characters.
export const MESSAGE_MAX = 5000

export const messageSchema = z.object({
  body: z
    .string({ error: 'Bitte geben Sie eine Nachricht ein.' })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, 'Bitte geben Sie eine Nachricht ein.').max(MESSAGE_MAX, 'Die Nachricht darf höchstens 5.000 Zeichen lang sein.')),
})
