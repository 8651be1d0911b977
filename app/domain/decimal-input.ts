// One reader for typed German decimals (money and other amounts), pure.
// Accepts '18,50', '18.50', '1.234,56', '1234,5', '12.000,00', '1,234.56',
// '1.234.567'; refuses what could mean two things ('1.234': thousands or a
// decimal?) with a German message instead of guessing.

export type DecimalResult = { ok: true; value: number } | { ok: false; message: string }

export type DecimalOptions = {
  /** Decimal places kept: the result is the amount × 10^places, an integer (2 → cents). */
  places?: number
  /** An example shown in messages, e.g. '12,50'. */
  example?: string
  /** '5.000' reads as German thousands (5000) instead of asking: for amounts that are euros paid, never a few cents */
  germanThousands?: boolean
}

const WHOLE = /^\d+$/
const GERMAN_GROUPED = /^[1-9]\d{0,2}(\.\d{3})+(,\d+)?$/
const ENGLISH_GROUPED = /^[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/
const SIMPLE = /^(\d+)[.,](\d+)$/

function scaled(whole: string, fraction: string, places: number): DecimalResult {
  const example = places === 2 ? '12,50' : `1,${'5'.padEnd(places, '0')}`
  if (fraction.length > places) {
    return {
      ok: false,
      message:
        places === 0
          ? 'Bitte eine ganze Zahl eingeben'
          : `Bitte höchstens ${places === 1 ? 'eine Nachkommastelle' : `${places} Nachkommastellen`} eingeben (z. B. ${example})`,
    }
  }
  const value = Number(whole) * 10 ** places + Number(fraction.padEnd(places, '0') || '0')
  if (!Number.isSafeInteger(value)) return { ok: false, message: 'Diese Zahl ist zu groß' }
  return { ok: true, value }
}

/** Typed text → integer in 1/10^places units, or a German message. Empty text is the caller's business (see isBlank). */
export function parseDecimalInput(input: string, options: DecimalOptions = {}): DecimalResult {
  const places = options.places ?? 2
  const example = options.example ?? (places === 2 ? '12,50' : '1,5')
  const text = input.replace(/[\s\u00a0\u202f€]/g, '')
  if (text === '') return { ok: false, message: 'Bitte eine Zahl eingeben' }
  if (/^[-−]/.test(text)) return { ok: false, message: 'Bitte keine negative Zahl eingeben' }
  if (WHOLE.test(text)) return scaled(text, '', places)
  if (GERMAN_GROUPED.test(text)) {
    const [whole, fraction = ''] = text.split(',')
    // '1.234' alone: German thousands or an English decimal point?
    if (!options.germanThousands && !text.includes(',') && (text.match(/\./g) ?? []).length === 1)
      return ambiguous(text, example)
    return scaled(whole!.replace(/\./g, ''), fraction, places)
  }
  if (ENGLISH_GROUPED.test(text)) {
    const [whole, fraction = ''] = text.split('.')
    if (!text.includes('.') && (text.match(/,/g) ?? []).length === 1) return ambiguous(text, example)
    return scaled(whole!.replace(/,/g, ''), fraction, places)
  }
  const simple = SIMPLE.exec(text)
  if (simple) return scaled(simple[1]!, simple[2]!, places)
  return { ok: false, message: `Bitte eine Zahl eingeben, z. B. ${example}` }
}

function ambiguous(text: string, example: string): DecimalResult {
  const [whole, fraction] = text.split(/[.,]/)
  return {
    ok: false,
    message: `„${text}“ ist mehrdeutig: ${whole}${fraction} oder ${whole},${fraction}? Bitte ohne Tausenderpunkt und mit Komma für Nachkommastellen schreiben (z. B. ${whole}${fraction} oder ${example})`,
  }
}

export function isBlank(input: string | null | undefined): input is null | undefined | '' {
  return input === null || input === undefined || input.trim() === ''
}

/** Euros typed → cents (null when blank or not readable). */
export function parseEuroCents(
  input: string | null | undefined,
  options: Pick<DecimalOptions, 'germanThousands'> = {},
): number | null {
  if (isBlank(input)) return null
  const result = parseDecimalInput(input, options)
  return result.ok ? result.value : null
}

/** The German message for typed euros, or null when they read cleanly (or are blank). */
export function euroInputMessage(
  input: string | null | undefined,
  options: Pick<DecimalOptions, 'germanThousands'> = {},
): string | null {
  if (isBlank(input)) return null
  const result = parseDecimalInput(input, options)
  return result.ok ? null : result.message
}

/** Cents → what an amount field shows when editing: '1234,56' (no thousands dots, so it reads back unambiguously). */
export function centsToDecimalInput(cents: number | null | undefined) {
  if (cents === null || cents === undefined) return ''
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}
