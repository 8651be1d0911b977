import { deleteOfferDraft, newOfferVersion, type Offer } from '~/models/offer.server'
import { notFound, redirectWithToast } from '~/utils/http.server'

// The offer page's version work: a new version (of an accepted offer: a
// Nachtrag) and deleting a draft. The route only dispatches the intents here.

export function newVersionAction(tenantId: string, offer: Offer) {
  const id = newOfferVersion(tenantId, offer.id)
  if (!id)
    return redirectWithToast(`/tenant/offers/${offer.id}`, {
      type: 'error',
      description: 'Nur von einem versendeten oder angenommenen Angebot kann eine neue Version erstellt werden.',
    })
  return redirectWithToast(`/tenant/offers/${id}`, {
    type: 'success',
    description: offer.status === 'accepted' ? 'Nachtrag als Entwurf angelegt.' : 'Neue Version als Entwurf angelegt.',
  })
}

export function deleteOfferDraftAction(tenantId: string, offer: Offer) {
  const r = deleteOfferDraft(tenantId, offer.id)
  if (!r) notFound()
  if (!r.ok)
    return redirectWithToast(`/tenant/offers/${offer.id}`, {
      type: 'error',
      description: 'Ein versendetes Angebot kann nicht gelöscht werden.',
    })
  const back = offer.replacesOfferId
    ? `/tenant/offers/${offer.replacesOfferId}`
    : r.eventId
      ? `/tenant/events/${r.eventId}`
      : '/tenant/billing?tab=offers'
  return redirectWithToast(back, { type: 'success', description: 'Angebotsentwurf wurde gelöscht.' })
}
