import { z } from '~/utils/zod'

// Sign-in (tenant login card and owner login): one schema for client and server.
export const loginSchema = z.object({
  email: z
    .string({ error: 'E-Mail ist erforderlich' })
    .trim()
    .min(1, 'E-Mail ist erforderlich')
    .pipe(z.email('Bitte geben Sie eine gültige E-Mail-Adresse ein')),
  password: z.string({ error: 'Passwort ist erforderlich' }).min(1, 'Passwort ist erforderlich'),
  redirectTo: z.string().optional(),
})
