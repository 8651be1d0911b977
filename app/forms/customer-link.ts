import { z } from '~/utils/zod'

// 'Neuen Link anfordern' on the customer login page.
export const requestLinkSchema = z.object({
  intent: z.literal('request-link'),
  email: z
    .string({ error: 'E-Mail ist erforderlich' })
    .trim()
    .min(1, 'E-Mail ist erforderlich')
    .pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein')),
})
