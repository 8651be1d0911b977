// Offer request states and their German labels (billing list, event page).
// A request follows the offer made from it: open → drafted (an offer draft
// exists) → sent (the offer went to the customer) → ordered (the customer
// accepted it) or declined; withdrawn when the planner unlocked the cart.

export const OFFER_REQUEST_STATUSES = ['open', 'drafted', 'sent', 'ordered', 'declined', 'withdrawn'] as const
export type OfferRequestStatus = (typeof OFFER_REQUEST_STATUSES)[number]

export const OFFER_STATUS_LABELS: Record<string, string> = {
  open: 'Offen',
  drafted: 'Angebot in Arbeit',
  sent: 'Angebot versendet',
  ordered: 'Beauftragt',
  declined: 'Abgelehnt',
  withdrawn: 'Zurückgezogen',
}

export function offerStatusLabel(status: string) {
  return OFFER_STATUS_LABELS[status] ?? status
}

/** While a request is in one of these states, the customer's cart stays locked. */
export const CART_LOCKING_REQUEST_STATUSES = ['open', 'drafted', 'sent', 'ordered'] as const

/** The planner may still withdraw the request (unlock the cart) before an offer went out. */
export const WITHDRAWABLE_REQUEST_STATUSES = ['open', 'drafted'] as const

/** 'Angebot erstellen' is offered on a request nobody has made an offer from yet. */
export function canDraftOffer(status: string) {
  return status === 'open'
}
