import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { offerPdfApi } from '~/services/api/api-billing.server'
import { handleApi, wrongMethod } from '~/services/api/api.server'

// The sent offer's PDF (the frozen document); a draft has none (409).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  handleApi(() => offerPdfApi(request, params.offerId!))
export const action = ({ request }: ActionFunctionArgs) => handleApi(() => wrongMethod(request))
