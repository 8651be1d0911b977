import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleApi, wrongMethod } from '~/services/api/api.server'
import { listEventRunOfShowApi } from '~/services/api/api-event-day.server'

// GET /api/v1/events/{eventId}/run-of-show: the event's Ablaufplan entries; cursor; another tenant's event is 404.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => listEventRunOfShowApi(request, params.eventId!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request, ['GET']))
