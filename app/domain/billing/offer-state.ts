// The state an offer shows: its stored status, except that a sent offer past
// its validity date shows as expired (it can no longer be accepted).

export type OfferState = 'draft' | 'sent' | 'accepted' | 'declined' | 'superseded' | 'expired'

export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  draft: 'Entwurf',
  sent: 'Versendet',
  accepted: 'Angenommen',
  declined: 'Abgelehnt',
  superseded: 'Ersetzt',
  expired: 'Abgelaufen',
}

export function offerState(offer: { status: string; validUntil: string | null }, today: string): string {
  return offer.status === 'sent' && offer.validUntil && offer.validUntil < today ? 'expired' : offer.status
}

/** The German label of a state; an unknown state shows as it is stored. */
export const offerStateLabel = (state: string) => OFFER_STATE_LABELS[state as OfferState] ?? state
