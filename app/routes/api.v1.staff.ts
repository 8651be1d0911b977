import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleApi, wrongMethod } from '~/services/api/api.server'
import { listStaffApi } from '~/services/api/api-staff.server'

// GET /api/v1/staff: the staff roster (people who work events without an account); cursor.
export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => listStaffApi(request))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request, ['GET']))
