import type { LoaderFunctionArgs } from '@remix-run/node'
import { findLogo } from '~/models/tenant-logo.server'
import { notFound } from '~/utils/http.server'
import { getHostTenant } from '~/services/tenant/host-tenant.server'

// The logo of the tenant this host belongs to (ADR 124b), for the
// portal header, the sidebar and the customer login: public like the
// tenant's name, from our own origin (CSP img-src 'self'). Another host, or
// a tenant without a logo: 404. The address carries ?v=<upload time>, so a
// new upload is a new address and the old one may be cached for long.

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = getHostTenant(request)
  const logo = tenant ? findLogo(tenant.id) : undefined
  if (!logo) notFound('Logo nicht gefunden')
  const versioned = new URL(request.url).searchParams.get('v') === String(logo.updatedAt)
  return new Response(new Uint8Array(logo.bytes), {
    status: 200,
    headers: {
      'Content-Type': logo.mimeType,
      'Content-Length': String(logo.sizeBytes),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  })
}
