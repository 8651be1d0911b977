import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getEventApi, updateEventApi } from '~/services/api/api-events.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

// GET one event, PATCH changes fields and status (the edit form's rules).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => getEventApi(request, params.eventId!))
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(() =>
    request.method === 'PATCH' ? updateEventApi(request, params.eventId!) : wrongMethod(request, ['GET', 'PATCH']),
  )
