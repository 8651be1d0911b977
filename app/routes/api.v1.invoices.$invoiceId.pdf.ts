import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { invoicePdfApi } from '~/services/api/api-billing.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

// The finalised invoice as PDF (ZUGFeRD), as /tenant/invoices/$invoiceId/pdf; a draft has none (409).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => invoicePdfApi(request, params.invoiceId!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
