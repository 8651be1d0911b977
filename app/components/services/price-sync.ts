import { centsToInput, grossFromNet, netFromGross, parseEuros } from '~/domain/pricing'

// Net ↔ gross as you type (JavaScript only; without it the server fills in
// the side left empty). Works on the form's DOM so Conform keeps its inputs.

function control(form: HTMLFormElement | null, name: string) {
  const el = form?.elements.namedItem(name)
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? el : null
}

export function taxRateOf(form: HTMLFormElement | null) {
  const rate = Number(control(form, 'tax_rate')?.value)
  return Number.isInteger(rate) ? rate : 19
}

/** The other side of a row after one side was typed into. */
export function syncRow(input: HTMLInputElement, rowName: string, typed: 'net' | 'gross') {
  const form = input.form
  const other = control(form, `${rowName}.${typed === 'net' ? 'gross' : 'net'}`)
  if (!other) return
  if (input.value.trim() === '') {
    other.value = ''
    return
  }
  const cents = parseEuros(input.value)
  if (cents === null) return
  const rate = taxRateOf(form)
  other.value = centsToInput(typed === 'net' ? grossFromNet(cents, rate) : netFromGross(cents, rate))
}

/** A new tax rate recomputes every row's gross from its net. */
export function recomputeGross(form: HTMLFormElement | null, rowsName: string) {
  if (!form) return
  const rate = taxRateOf(form)
  for (let i = 0; ; i++) {
    const net = control(form, `${rowsName}[${i}].net`)
    const gross = control(form, `${rowsName}[${i}].gross`)
    if (!net || !gross) break
    const cents = parseEuros(net.value)
    if (cents !== null) gross.value = centsToInput(grossFromNet(cents, rate))
  }
}
