import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleApi, wrongMethod } from '~/services/api/api.server'
import { listEventShiftsApi } from '~/services/api/api-staff.server'

// GET /api/v1/events/{eventId}/shifts: the event's shifts; cursor; another tenant's event is 404.
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => listEventShiftsApi(request, params.eventId!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request, ['GET']))
