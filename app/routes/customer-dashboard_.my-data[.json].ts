import type { LoaderFunctionArgs } from '@remix-run/node'
import { customerDataExport } from '~/models/customer-data-export.server'
import { requireCustomer } from '~/services/auth/auth.server'
import { notFound } from '~/utils/http.server'

// 'Meine Daten' as JSON (GDPR Art. 15 and 20): every row the tenant keeps about
// the signed-in customer, and nothing of anyone else.
export async function loader({ request }: LoaderFunctionArgs) {
  const { customer, tenantId } = await requireCustomer(request)
  const data = customerDataExport(tenantId, customer.id)
  if (!data) notFound()
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="meine-daten.json"',
      'Cache-Control': 'private, no-store',
    },
  })
}
