import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { handleApi, wrongMethod } from '~/services/api/api.server'
import { listPlannersApi } from '~/services/api/api-planners.server'

// GET /api/v1/planners: the tenant's admins and planners (ids for assigned_planner_id); cursor.
export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => listPlannersApi(request))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request, ['GET']))
