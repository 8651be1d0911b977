import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { listCatalogueApi } from '~/services/api/api-catalogue.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => listCatalogueApi(request, 'offer-requests'))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
