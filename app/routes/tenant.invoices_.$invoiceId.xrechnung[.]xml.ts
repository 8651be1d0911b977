import type { LoaderFunctionArgs } from '@remix-run/node'
import { invoiceXmlResponse } from '~/models/billing-pdf.server'
import { findInvoice } from '~/models/invoice.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'

// The XRechnung (CII) of a finalised invoice: the XML stored when it was finalised.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const inv = findInvoice(staff.tenantId, params.invoiceId ?? '')
  const response = inv ? invoiceXmlResponse(inv) : null
  if (!response) notFound()
  return response
}
