import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getCatalogueApi } from '~/services/api/api-catalogue.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => getCatalogueApi(request, 'templates', params.id!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
