import { z } from '~/utils/zod'
import { chosenColor, FONT_FAMILIES, HEX_COLOR, PICKER_DEFAULTS } from '~/domain/branding'
import { COLOR_FIELDS } from './branding-texts'
export { COLOR_FIELDS } from './branding-texts'

const color = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined))
    .refine(
      (v) => v === undefined || HEX_COLOR.test(v),
      `${label} muss eine Farbe im Format #rrggbb sein (z. B. #7c3aed)`,
    )

export const brandingSchema = z.object({
  primary_color: color('Die Primärfarbe'),
  secondary_color: color('Die Sekundärfarbe'),
  font_family: z.enum(FONT_FAMILIES, { error: 'Bitte wählen Sie eine Schriftart aus der Liste' }).optional(),
})

/** The posted form with each colour taken from the hex field or the picker (chosenColor). */
export function withChosenColors(formData: FormData): FormData {
  const out = new FormData()
  for (const [k, v] of formData) out.append(k, v)
  for (const name of COLOR_FIELDS) {
    const read = (key: string) => {
      const v = formData.get(key)
      return typeof v === 'string' ? v : ''
    }
    out.set(
      name,
      chosenColor(
        { text: read(name), picker: read(`${name}_picker`), initial: read(`${name}_initial`) },
        PICKER_DEFAULTS[name],
      ),
    )
  }
  return out
}
