import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { ApiOperations, ApiSchemas, ApiWebhooks } from '~/components/integrations/api-reference'
import { openApiDocument } from '~/services/api/openapi'
import { apiReference } from '~/services/api/openapi-reference'
import { requireTenantStaff } from '~/services/auth/auth.server'
import { platformUrl, tenantUrl } from '~/utils/tenant-url.server'

// The API reference (ADR 123c): the OpenAPI document of /api/v1, readable,
// server-rendered. Every staff member may read it; keys stay with the admins.

export const meta: MetaFunction = () => [{ title: 'API-Referenz – Festplan' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireTenantStaff(request)
  return {
    reference: apiReference(openApiDocument(tenantUrl(staff.tenant.subdomain, '/api/v1'))),
    openapiUrl: platformUrl('/api/v1/openapi.json'),
  }
}

export default function ApiReferencePage() {
  const { reference, openapiUrl } = useLoaderData<typeof loader>()
  return (
    <section className="mx-auto max-w-4xl space-y-6 p-6">
      <p className="text-sm">
        <Link to="/tenant/integrations" className="underline underline-offset-4">
          Integrationen
        </Link>
      </p>
      <h1 className="text-2xl font-bold">API-Referenz</h1>
      <p>{reference.description}</p>
      <p>
        Basis-URL: <code>{reference.server}</code>. Maschinenlesbar als OpenAPI 3.1:{' '}
        <a href={openapiUrl} className="underline underline-offset-4">
          openapi.json
        </a>
        .
      </p>
      <h2 className="text-xl font-semibold">Fehler</h2>
      <p className="text-sm">
        Jeder Fehler ist JSON der Form{' '}
        <code>{'{ "error": { "code": "…", "message": "…", "fields": { "feld": ["Meldung"] } } }'}</code>. Jede Antwort
        auf einen gültigen Schlüssel trägt <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> und{' '}
        <code>RateLimit-Reset</code>; bei 429 zusätzlich <code>Retry-After</code>.
      </p>
      <ApiOperations reference={reference} />
      <ApiWebhooks reference={reference} />
      <ApiSchemas reference={reference} />
    </section>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
