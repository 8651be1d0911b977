// The SEPA GiroCode (EPC QR code, EPC069-12 version 002): a banking app scans
// it and fills in the transfer. Eleven lines, '\n'-separated, nothing after
// the remittance: service tag BCD, version 002, character set 1 (UTF-8),
// identification SCT, BIC (optional in version 002), the payee's name (at most
// 70 characters), IBAN, amount 'EUR' with a dot and at most two decimals
// (0.01 to 999999999.99), purpose code (empty), structured reference (empty),
// unstructured remittance (at most 140 characters; here the invoice number).
// The whole payload is at most 331 bytes; the code uses error correction M.

export type GiroCodeInput = { bic: string | null; name: string; iban: string; amountCents: number; remittance: string }

const MAX_CENTS = 99_999_999_999

/** '12345' cents → '123.45'; whole euros keep their two decimals ('EUR40.00'). */
export function epcAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

const clean = (value: string, max: number) =>
  value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, max)

/** The EPC payload, or null when no transfer can be asked for (no IBAN, nothing open, amount out of range). */
export function giroCodePayload(input: GiroCodeInput): string | null {
  const iban = input.iban.replace(/\s+/g, '').toUpperCase()
  if (!iban || !Number.isInteger(input.amountCents) || input.amountCents < 1 || input.amountCents > MAX_CENTS)
    return null
  const name = clean(input.name, 70)
  if (!name) return null
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    (input.bic ?? '').replace(/\s+/g, '').toUpperCase(),
    name,
    iban,
    `EUR${epcAmount(input.amountCents)}`,
    '',
    '',
    clean(input.remittance, 140),
  ]
  return lines.join('\n')
}
