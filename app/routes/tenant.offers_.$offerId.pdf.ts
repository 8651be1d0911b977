import type { LoaderFunctionArgs } from '@remix-run/node'
import { draftOfferPdfResponse, offerPdfResponse } from '~/models/billing-pdf.server'
import { berlinDate } from '~/models/billing-document.server'
import { findOffer, offerDocument } from '~/models/offer.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const offer = findOffer(staff.tenantId, params.offerId ?? '')
  if (offer?.status === 'draft')
    return draftOfferPdfResponse(offerDocument(staff.tenantId, offer, null, berlinDate(Date.now())))
  const response = offer ? await offerPdfResponse(offer) : null
  if (!response) notFound()
  return response
}
