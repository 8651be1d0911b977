import { openApiDocument } from '~/domain/api/openapi'
import { platformUrl } from '~/utils/tenant.server'

// The OpenAPI 3.1 document of /api/v1 (public: it holds no tenant data, only the shapes).
export function loader() {
  return new Response(JSON.stringify(openApiDocument(platformUrl('/api/v1'))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' },
  })
}
