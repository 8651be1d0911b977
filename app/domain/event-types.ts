// The event types offered in the form (docs/product.md §3).
export const EVENT_TYPES = [
  'Hochzeit',
  'Business Event',
  'Geburtstag',
  'Firmenfeier',
  'Konferenz',
  'Produktpräsentation',
  'Gala',
  'Workshop',
  'Messe',
  'Jubiläum',
  'Allgemein',
] as const

export function isEventType(value: string) {
  return (EVENT_TYPES as readonly string[]).includes(value)
}
