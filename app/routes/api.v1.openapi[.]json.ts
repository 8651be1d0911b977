import { openApiDocument } from '~/services/api/openapi'
import type { ActionFunctionArgs } from '@remix-run/node'
import { assertSameOrigin } from '~/services/security/action-guard.server'
import { ApiError, methodNotAllowed, problemResponse } from '~/services/api/api.server'
import { platformUrl } from '~/utils/tenant-url.server'

// The OpenAPI 3.1 document of /api/v1 (public: it holds no tenant data, only the shapes).
export function loader() {
  return new Response(JSON.stringify(openApiDocument(platformUrl('/api/v1'))), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
    },
  })
}

/** Any other method: 405 with Allow, as problem details (the document needs no key). */
export function action({ request }: ActionFunctionArgs) {
  // a browser's cross-site write is refused first, as on every other route
  assertSameOrigin(request)
  try {
    methodNotAllowed(['GET'])
  } catch (error) {
    return problemResponse(error as ApiError)
  }
}
