import { z } from 'zod'
import { FONT_FAMILIES, HEX_COLOR } from '~/domain/branding'

const color = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .refine((v) => v === undefined || HEX_COLOR.test(v), `${label} muss eine Farbe im Format #rrggbb sein (z. B. #7c3aed)`)

export const brandingSchema = z.object({
  primary_color: color('Die Primärfarbe'),
  secondary_color: color('Die Sekundärfarbe'),
  font_family: z.enum(FONT_FAMILIES, { error: 'Bitte wählen Sie eine Schriftart aus der Liste' }).optional(),
})
