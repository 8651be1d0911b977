// The words a customer reads in the portal. Staff keep
// their working terms ('Entwurf'); customers see where their planning stands.

const CUSTOMER_EVENT_STATUS: Record<string, string> = {
  draft: 'In Planung',
  active: 'In Planung',
  confirmed: 'Bestätigt',
  completed: 'Durchgeführt',
  cancelled: 'Abgesagt',
}

/** The event status as the customer reads it; unknown values read 'In Planung'. */
export function customerEventStatusLabel(status: string) {
  return CUSTOMER_EVENT_STATUS[status] ?? 'In Planung'
}

const CUSTOMER_OFFER_STATE: Record<string, string> = {
  sent: 'Wartet auf Ihre Antwort',
  accepted: 'Angenommen',
  declined: 'Abgelehnt',
  superseded: 'Durch ein neueres Angebot ersetzt',
  expired: 'Abgelaufen',
}

/** A formal offer's state as the customer reads it. */
export function customerOfferStateLabel(state: string) {
  return CUSTOMER_OFFER_STATE[state] ?? 'Wartet auf Ihre Antwort'
}
