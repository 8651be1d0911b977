import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { createEventApi, listEventsApi } from '~/services/api/api-events.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

// GET /api/v1/events (filters status, end_customer_id, from, to; cursor), POST creates.
export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => listEventsApi(request))
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(() => (request.method === 'POST' ? createEventApi(request) : wrongMethod(request, ['GET', 'POST'])))
