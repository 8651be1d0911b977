import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getInvoiceApi } from '~/utils/api-billing.server'
import { handleApi, wrongMethod } from '~/utils/api.server'

export const loader = ({ request, params }: LoaderFunctionArgs) => handleApi(() => getInvoiceApi(request, params.invoiceId!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
