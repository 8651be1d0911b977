import { z } from '~/utils/zod'
import { euroInputMessage, isBlank, parseEuroCents } from '~/domain/decimal-input'

// The one zod helper for every money field (service price rows, budget, offer
// lines): text as typed, read by app/domain/decimal-input.ts, German message
// on the field. Render the input with <MoneyField> or `type="text"` and
// `inputMode="decimal"`, never `type="number"` (it drops '18,50').

/** Text that must read as euros when filled (stays text; for forms that compute later). */
export function euroText(options: { germanThousands?: boolean } = {}) {
  return z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const message = euroInputMessage(value, options)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
}

/** Euros typed → integer cents (null when left empty; `required` makes empty an error). */
export function euroCents(
  options: { required?: string; maxCents?: number; maxMessage?: string; germanThousands?: boolean } = {},
) {
  return euroText(options)
    .superRefine((value, ctx) => {
      if (options.required && isBlank(value)) ctx.addIssue({ code: 'custom', message: options.required })
      const cents = parseEuroCents(value, options)
      if (cents !== null && options.maxCents !== undefined && cents > options.maxCents) {
        ctx.addIssue({ code: 'custom', message: options.maxMessage ?? 'Dieser Betrag ist zu hoch' })
      }
    })
    .transform((value) => parseEuroCents(value, options))
}
