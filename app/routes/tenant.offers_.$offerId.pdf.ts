import type { LoaderFunctionArgs } from '@remix-run/node'
import { offerPdfResponse } from '~/models/billing-pdf.server'
import { findOffer } from '~/models/offer.server'
import { requireTenantStaff } from '~/utils/auth.server'
import { notFound } from '~/utils/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const offer = findOffer(staff.tenantId, params.offerId ?? '')
  const response = offer ? await offerPdfResponse(offer) : null
  if (!response) notFound()
  return response
}
