import type { LoaderFunctionArgs } from '@remix-run/node'
import { invoicePdfResponse } from '~/models/billing-pdf.server'
import { findInvoice } from '~/models/invoice.server'
import { requireTenantStaff } from '~/utils/auth.server'
import { notFound } from '~/utils/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const invoice = findInvoice(staff.tenantId, params.invoiceId ?? '')
  const response = invoice ? await invoicePdfResponse(invoice) : null
  if (!response) notFound()
  return response
}
