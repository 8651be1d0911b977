import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { listCatalogueApi } from '~/utils/api-catalogue.server'
import { handleApi, wrongMethod } from '~/utils/api.server'

export const loader = ({ request }: LoaderFunctionArgs) => handleApi(() => listCatalogueApi(request, 'services'))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
