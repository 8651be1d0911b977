import { PERSON_GROUPS, type PersonGroupId } from './pricing-units'

// What the cart tells the customer after a change (docs/features/customer-portal.md): which
// typed values it corrected and whether the person groups exceed the guest
// count. Pure; the action turns the messages into a notice.

const MAX = 100_000

type Raw = FormDataEntryValue | null | undefined

const text = (raw: Raw) => (typeof raw === 'string' ? raw.trim() : '')

/** The notice for a typed quantity that was not taken as typed; null when it was. */
export function quantityCorrection(raw: Raw): string | null {
  const typed = text(raw)
  if (typed === '') return 'Sie haben keine Menge angegeben. Die Menge wurde auf 1 gesetzt.'
  const n = Number(typed.replace(',', '.'))
  if (!Number.isFinite(n)) return `„${typed}“ ist keine gültige Menge. Die Menge wurde auf 1 gesetzt.`
  if (n <= 0) return null // removes the line, as the customer asked
  if (n > MAX) return `Die Menge ist auf ${MAX.toLocaleString('de-DE')} begrenzt und wurde angepasst.`
  if (n < 1) return 'Die Menge muss mindestens 1 sein und wurde auf 1 gesetzt.'
  if (!Number.isInteger(n)) return `Die Menge muss eine ganze Zahl sein und wurde auf ${Math.floor(n)} gesetzt.`
  return null
}

/** The notice for a person-group count that was not taken as typed (empty counts as 0 silently). */
export function countCorrection(group: PersonGroupId, raw: Raw): string | null {
  const typed = text(raw)
  if (typed === '') return null
  const label = PERSON_GROUPS.find((g) => g.id === group)!.label
  const n = Number(typed.replace(',', '.'))
  if (!Number.isFinite(n)) return `„${typed}“ ist keine gültige Anzahl für ${label}. Es wurden 0 übernommen.`
  if (n < 0) return `Die Anzahl für ${label} kann nicht negativ sein. Es wurden 0 übernommen.`
  if (n > MAX) return `Die Anzahl für ${label} ist auf ${MAX.toLocaleString('de-DE')} begrenzt und wurde angepasst.`
  if (!Number.isInteger(n))
    return `Die Anzahl für ${label} muss eine ganze Zahl sein. Es wurden ${Math.floor(n)} übernommen.`
  return null
}

/** The sum of the person groups when it is above the event's guest count, else null. */
export function countsOverGuests(
  counts: Partial<Record<PersonGroupId, number | null>> | null,
  guestCount: number | null,
): number | null {
  if (!counts || guestCount === null || guestCount < 1) return null
  const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0)
  return total > guestCount ? total : null
}

export function overGuestsMessage(total: number, guestCount: number) {
  return `Sie haben ${total} Personen angegeben, für die Veranstaltung sind aber ${guestCount} Gäste geplant. Bitte prüfen Sie die Anzahl oder sprechen Sie Ihren Event-Planer an.`
}

const COUNT_FIELDS = { adults: 'count_adults', children: 'count_children', toddlers: 'count_toddlers' } as const

/** Every notice for one 'set-quantity' post: corrected quantity, corrected counts, counts above the guest count. */
export function cartChangeNotices(
  form: { get(name: string): Raw; has(name: string): boolean },
  counts: Partial<Record<PersonGroupId, number | null>> | null,
  guestCount: number | null,
): string[] {
  const notices: string[] = []
  if (form.has('quantity')) {
    const q = quantityCorrection(form.get('quantity'))
    if (q) notices.push(q)
  }
  for (const g of PERSON_GROUPS) {
    if (!form.has(COUNT_FIELDS[g.id])) continue
    const c = countCorrection(g.id, form.get(COUNT_FIELDS[g.id]))
    if (c) notices.push(c)
  }
  const over = countsOverGuests(counts, guestCount)
  if (over !== null) notices.push(overGuestsMessage(over, guestCount!))
  return notices
}
