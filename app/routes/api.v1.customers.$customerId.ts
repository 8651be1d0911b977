import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getCustomerApi, updateCustomerApi } from '~/services/api/api-customers.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => getCustomerApi(request, params.customerId!))
export const action = ({ request, params }: ActionFunctionArgs) =>
  handleApi(() =>
    request.method === 'PATCH'
      ? updateCustomerApi(request, params.customerId!)
      : wrongMethod(request, ['GET', 'PATCH']),
  )
