import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { invoiceXmlApi } from '~/services/api/api-billing.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

// The finalised invoice's XRechnung (CII XML), as /tenant/invoices/$invoiceId/xrechnung.xml; a draft has none (409).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => invoiceXmlApi(request, params.invoiceId!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
