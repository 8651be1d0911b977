// A service that sits in end customers' open carts is not deleted: the cart
// line would vanish without the customer knowing. These texts tell the planner
// whose carts hold it and offer deactivation instead.

/** How many carts the messages name before 'und N weitere'. */
export const CARTS_NAMED = 5

export type CartHolder = { customerName: string | null; eventName: string }

/** 'Erika Muster („Sommerfest“)', or only the event when it has no customer any more. */
export function cartHolderLabel(holder: CartHolder) {
  const name = holder.customerName?.trim()
  return name ? `${name} („${holder.eventName}“)` : `„${holder.eventName}“`
}

/** 'A, B und C' for up to CARTS_NAMED holders; beyond that 'A, …, E und N weitere'. */
export function namedCarts(holders: CartHolder[], total = holders.length) {
  const shown = holders.slice(0, CARTS_NAMED).map(cartHolderLabel)
  const rest = total - shown.length
  if (rest > 0) return `${shown.join(', ')} und ${rest} ${rest === 1 ? 'weiterer' : 'weitere'}`
  if (shown.length <= 1) return shown.join('')
  return `${shown.slice(0, -1).join(', ')} und ${shown.at(-1)}`
}

/** Why the delete is refused; the remedy depends on whether the service is still active. */
export function openCartsMessage(holders: CartHolder[], total: number, isActive: boolean) {
  const where = total === 1 ? 'im offenen Warenkorb eines Endkunden' : `in ${total} offenen Warenkörben von Endkunden`
  const blocked = `Der Service liegt ${where}: ${namedCarts(holders, total)}. Er kann nicht gelöscht werden, solange ein offener Warenkorb ihn enthält: Die Position würde ohne Hinweis an den Kunden verschwinden.`
  const remedy = isActive
    ? 'Deaktivieren Sie ihn stattdessen: Er kann dann nicht mehr hinzugefügt werden und bleibt im Warenkorb als „nicht mehr verfügbar“ sichtbar, ohne berechnet zu werden.'
    : 'Er ist bereits deaktiviert und wird dort als „nicht mehr verfügbar“ angezeigt. Löschen ist möglich, sobald kein offener Warenkorb ihn mehr enthält.'
  return `${blocked} ${remedy}`
}

/** Carts whose deadline has passed are read-only history; deleting removes the line there, so the confirm dialog says so. */
export function closedCartsNote(count: number) {
  if (count === 0) return null
  return count === 1
    ? 'Er liegt noch im Warenkorb einer Veranstaltung, deren Frist abgelaufen ist; dort wird die Position mit gelöscht. Bereits angeforderte Angebote behalten ihre Positionen.'
    : `Er liegt noch in ${count} Warenkörben von Veranstaltungen, deren Frist abgelaufen ist; dort wird die Position mit gelöscht. Bereits angeforderte Angebote behalten ihre Positionen.`
}
