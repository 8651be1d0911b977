// Password rules for new accounts (docs/product.md §5.2):
// at least 8 characters and not one of the 10,000 most common passwords.
// The list itself (app/domain/common-passwords.txt, MIT, from @zxcvbn-ts/language-common)
// is loaded on the server only; this module stays pure and takes it as a set.

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 200

export const WEAK_PASSWORD = 'Schwaches Passwort'

export const PASSWORD_REASONS = {
  tooShort: `mindestens ${PASSWORD_MIN} Zeichen erforderlich`,
  tooLong: `höchstens ${PASSWORD_MAX} Zeichen erlaubt`,
  common: 'gehört zu den 10.000 häufigsten Passwörtern',
} as const

/** The list file: one password a line, '#' lines are comments. Compared lower-cased. */
export function parsePasswordList(text: string): Set<string> {
  const set = new Set<string>()
  for (const line of text.split('\n')) {
    const entry = line.trim()
    if (entry && !entry.startsWith('#')) set.add(entry.toLowerCase())
  }
  return set
}

/** Length rules only: safe on the client, where the list is not shipped. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `${WEAK_PASSWORD}: ${PASSWORD_REASONS.tooShort}`
  if (password.length > PASSWORD_MAX) return `${WEAK_PASSWORD}: ${PASSWORD_REASONS.tooLong}`
  return null
}

/** Every rule: the message with its reason, or null when the password is acceptable. */
export function passwordProblem(password: string, common: ReadonlySet<string>): string | null {
  const length = passwordLengthProblem(password)
  if (length) return length
  if (common.has(password.toLowerCase())) return `${WEAK_PASSWORD}: ${PASSWORD_REASONS.common}`
  return null
}
