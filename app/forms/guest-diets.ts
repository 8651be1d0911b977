import { z } from '~/utils/zod'
import { ALLERGENS, DIET_TAGS } from '~/domain/kitchen/allergens'
import { plainText } from './plain-text'

// The guests' diets and allergies the customer enters in the portal: for each
// diet tag and allergen code a count (`diet_<code>` / `allergy_<code>`) and
// names (`diet_<code>_names` / `allergy_<code>_names`).

const count = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || (/^\d{1,4}$/.test(v) && Number(v) <= 5000), 'Bitte eine ganze Zahl von 0 bis 5000 eingeben')
  .transform((v) => (v ? Number(v) : 0))
const names = plainText(500, 'Höchstens 500 Zeichen')
  .optional()
  .transform((v) => v || null)

const shape: Record<string, typeof count | typeof names> = {}
for (const code of DIET_TAGS) Object.assign(shape, { [`diet_${code}`]: count, [`diet_${code}_names`]: names })
for (const code of ALLERGENS) Object.assign(shape, { [`allergy_${code}`]: count, [`allergy_${code}_names`]: names })

export const guestDietsSchema = z
  .object({ event_id: z.string().uuid('Unbekannte Veranstaltung'), ...shape })
  .superRefine((value, ctx) => {
    const v = value as Record<string, unknown>
    for (const [prefix, codes] of [
      ['diet', DIET_TAGS],
      ['allergy', ALLERGENS],
    ] as const) {
      for (const code of codes) {
        if (v[`${prefix}_${code}_names`] && !v[`${prefix}_${code}`]) {
          ctx.addIssue({
            code: 'custom',
            path: [`${prefix}_${code}`],
            message: 'Bitte auch die Anzahl der Gäste eingeben',
          })
        }
      }
    }
  })

export function guestDietRows(value: Record<string, unknown>) {
  return [
    ...DIET_TAGS.map((code) => ({
      kind: 'diet' as const,
      code,
      guestCount: Number(value[`diet_${code}`] ?? 0),
      names: (value[`diet_${code}_names`] as string | null) ?? null,
    })),
    ...ALLERGENS.map((code) => ({
      kind: 'allergen' as const,
      code,
      guestCount: Number(value[`allergy_${code}`] ?? 0),
      names: (value[`allergy_${code}_names`] as string | null) ?? null,
    })),
  ]
}
