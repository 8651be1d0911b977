import type { LoaderFunctionArgs } from '@remix-run/node'
import { invoicePdfResponse } from '~/models/billing-pdf.server'
import { findInvoice } from '~/models/invoice.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'

// The customer's own finalised invoice as PDF (ZUGFeRD).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { customer, tenantId } = await requireCustomer(request)
  const invoice = findInvoice(tenantId, params.invoiceId ?? '')
  const response = invoice && invoice.endCustomerId === customer.id ? await invoicePdfResponse(invoice) : null
  if (!response) notFound()
  return response
}
