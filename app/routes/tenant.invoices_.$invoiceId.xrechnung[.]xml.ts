import type { LoaderFunctionArgs } from '@remix-run/node'
import { findInvoice } from '~/models/invoice.server'
import { requireTenantStaff } from '~/utils/auth.server'
import { notFound } from '~/utils/http.server'

// The XRechnung (CII) of a finalised invoice: the XML stored when it was finalised.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  const inv = findInvoice(staff.tenantId, params.invoiceId ?? '')
  if (!inv || !inv.xml || !inv.number) notFound()
  return new Response(inv.xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${inv.number.replace(/[^A-Za-z0-9._-]/g, '_')}.xml"` },
  })
}
