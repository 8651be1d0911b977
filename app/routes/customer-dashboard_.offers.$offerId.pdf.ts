import type { LoaderFunctionArgs } from '@remix-run/node'
import { offerPdfResponse } from '~/models/billing-pdf.server'
import { findOffer } from '~/models/offer.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'

// The customer's own sent offer as PDF.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { customer, tenantId } = await requireCustomer(request)
  const offer = findOffer(tenantId, params.offerId ?? '')
  const response = offer && offer.endCustomerId === customer.id ? await offerPdfResponse(offer) : null
  if (!response) notFound()
  return response
}
