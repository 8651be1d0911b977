import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleApi, wrongMethod } from '~/services/api/api.server'
import { listEventTasksApi } from '~/services/api/api-event-day.server'

// GET /api/v1/events/{eventId}/tasks: the event's tasks; cursor; another tenant's event is 404.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => listEventTasksApi(request, params.eventId!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request, ['GET']))
