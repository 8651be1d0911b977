import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { createCustomerApi, listCustomersApi } from '~/services/api/api-customers.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => listCustomersApi(request))
export const action = ({ request }: ActionFunctionArgs) =>
  handleApi(() => (request.method === 'POST' ? createCustomerApi(request) : wrongMethod(request, ['GET', 'POST'])))
