import { z } from '~/utils/zod'
import { isValidYmd } from '~/domain/event-dates'

// The tax adviser export (docs/contracts.md §8: /tenant/billing/export?from=YYYY-MM-DD&to=YYYY-MM-DD).
// One DATEV Buchungsstapel covers one fiscal year, so the period stays inside
// one calendar year. One schema for the page (client) and the loader.

function day(required: string) {
  return z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, c) => {
      if (!v) c.addIssue({ code: 'custom', message: required })
      else if (!isValidYmd(v)) c.addIssue({ code: 'custom', message: 'Bitte geben Sie ein gültiges Datum ein' })
    })
}

/** Optional digits; empty means the default. */
function digits(pattern: RegExp, min: number, message: string, fallback: number) {
  return z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, c) => {
      if (v && (!pattern.test(v) || Number(v) < min)) c.addIssue({ code: 'custom', message })
    })
    .transform((v) => (v ? Number(v) : fallback))
}

export const DEFAULT_CONSULTANT_NUMBER = 1001
export const DEFAULT_CLIENT_NUMBER = 1

export const billingExportSchema = z
  .object({
    from: day('Bitte ein Von-Datum eingeben'),
    to: day('Bitte ein Bis-Datum eingeben'),
    consultant_number: digits(
      /^\d{4,7}$/,
      1001,
      'Die Beraternummer hat 4 bis 7 Ziffern (1001 bis 9999999)',
      DEFAULT_CONSULTANT_NUMBER,
    ),
    client_number: digits(
      /^\d{1,5}$/,
      1,
      'Die Mandantennummer hat 1 bis 5 Ziffern (1 bis 99999)',
      DEFAULT_CLIENT_NUMBER,
    ),
  })
  .superRefine((v, c) => {
    if (!isValidYmd(v.from) || !isValidYmd(v.to)) return
    if (v.to < v.from)
      c.addIssue({ code: 'custom', path: ['to'], message: 'Das Bis-Datum darf nicht vor dem Von-Datum liegen' })
    else if (v.from.slice(0, 4) !== v.to.slice(0, 4))
      c.addIssue({
        code: 'custom',
        path: ['to'],
        message:
          'Der Zeitraum muss in einem Kalenderjahr liegen (ein DATEV-Buchungsstapel umfasst ein Wirtschaftsjahr)',
      })
  })

export type BillingExportPeriod = { from: string; to: string }

/** The previous calendar month, the usual period for the tax adviser. */
export function defaultExportPeriod(today: string): BillingExportPeriod {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(y, m - 2, 1))
  const last = new Date(Date.UTC(y, m - 1, 0))
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) }
}
