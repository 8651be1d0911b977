// Anrede of an end customer (docs/features/customer-portal.md) and the one greeting every
// mail to a customer opens with. Pure; unit tests beside it.

export const SALUTATIONS = ['frau', 'herr', 'none'] as const
export type Salutation = (typeof SALUTATIONS)[number]

/** The choices of the customer form; 'none' stands for divers or no Anrede. */
export const SALUTATION_LABELS: Record<Salutation, string> = {
  frau: 'Frau',
  herr: 'Herr',
  none: 'Divers / keine Anrede',
}

export function isSalutation(value: unknown): value is Salutation {
  return typeof value === 'string' && (SALUTATIONS as readonly string[]).includes(value)
}

export type GreetingPerson = { name: string | null; salutation?: string | null; title?: string | null }

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()

/** The last word of the name ('Lisa Becker' → 'Becker'); the whole name when it is one word. */
function familyName(name: string) {
  const words = name.split(' ')
  return words[words.length - 1]!
}

/**
 * The opening line of a mail to a customer:
 * Frau/Herr with a name → 'Sehr geehrte Frau Dr. Becker,' / 'Sehr geehrter Herr Becker,';
 * divers or no Anrede → 'Guten Tag Dr. Lisa Becker,'; no name → 'Guten Tag,'.
 */
export function customerGreeting(person: GreetingPerson): string {
  const name = clean(person.name)
  const title = clean(person.title)
  if (!name) return 'Guten Tag,'
  if (person.salutation === 'frau' || person.salutation === 'herr') {
    const opening = person.salutation === 'frau' ? 'Sehr geehrte Frau' : 'Sehr geehrter Herr'
    return `${[opening, title, familyName(name)].filter(Boolean).join(' ')},`
  }
  return `${['Guten Tag', title, name].filter(Boolean).join(' ')},`
}
