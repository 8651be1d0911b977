import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getOfferApi } from '~/services/api/api-billing.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => getOfferApi(request, params.offerId!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
