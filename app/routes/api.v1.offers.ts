import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { listOffersApi } from '~/services/api/api-billing.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

// GET /api/v1/offers (filters status, event_id, end_customer_id; cursor). Read only.
export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => listOffersApi(request))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
