import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getInvoiceApi } from '~/services/api/api-billing.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => getInvoiceApi(request, params.invoiceId!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
