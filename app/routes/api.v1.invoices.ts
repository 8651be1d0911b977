import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { listInvoicesApi } from '~/services/api/api-billing.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

// GET /api/v1/invoices (filters status, kind, event_id, end_customer_id; cursor). Read only.
export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => listInvoicesApi(request))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
