import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { createCustomerApi, listCustomersApi } from '~/utils/api-customers.server'
import { handleApi, wrongMethod } from '~/utils/api.server'

export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => listCustomersApi(request))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => (request.method === 'POST' ? createCustomerApi(request) : wrongMethod(request, ['GET', 'POST'])))
