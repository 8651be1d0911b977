import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getCustomerApi, updateCustomerApi } from '~/utils/api-customers.server'
import { handleApi, wrongMethod } from '~/utils/api.server'

export const loader = ({ request, params }: LoaderFunctionArgs) => handleApi(() => getCustomerApi(request, params.customerId!))
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(() => (request.method === 'PATCH' ? updateCustomerApi(request, params.customerId!) : wrongMethod(request, ['GET', 'PATCH'])))
