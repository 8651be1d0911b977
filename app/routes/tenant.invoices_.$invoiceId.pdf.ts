import type { LoaderFunctionArgs } from '@remix-run/node'
import { draftInvoicePdfResponse, invoicePdfResponse } from '~/models/billing-pdf.server'
import { findInvoice } from '~/models/invoice.server'
import { currentInvoiceDocument } from '~/models/invoice-view.server'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const invoice = findInvoice(staff.tenantId, params.invoiceId ?? '')
  // a draft: a preview of what finalising now would issue, marked 'Entwurf'
  if (invoice?.status === 'draft') return draftInvoicePdfResponse(currentInvoiceDocument(staff.tenantId, invoice))
  const response = invoice ? await invoicePdfResponse(invoice) : null
  if (!response) notFound()
  return response
}
