import { z } from '~/utils/zod'

/** The tenant's own imprint page, linked in the portal and in customer mails. */
export const imprintSchema = z.object({
  imprint_url: z
    .string()
    .trim()
    .max(500, 'Die Adresse ist zu lang (höchstens 500 Zeichen).')
    .optional()
    .refine((v) => {
      if (!v) return true
      try {
        const url = new URL(v)
        return url.protocol === 'https:' || url.protocol === 'http:'
      } catch {
        return false
      }
    }, 'Bitte geben Sie eine vollständige Adresse an, z. B. https://www.ihre-firma.de/impressum'),
})
