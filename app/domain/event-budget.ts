// Budget input of the event form: the one German reader (decimal-input.ts), pure.
import { centsToDecimalInput, parseEuroCents } from './decimal-input'

/** Cents, or null when the text is blank or not a readable non-negative amount. */
export function parseEuroToCents(input: string): number | null {
  return parseEuroCents(input)
}

/** Cents → the form's text, '1234,56' (what the input shows when editing). */
export function centsToEuroInput(cents: number | null | undefined) {
  return centsToDecimalInput(cents)
}
