import type { LoaderFunctionArgs } from '@remix-run/node'
import { checkSubdomain } from '~/models/signup.server'

// GET /resources/subdomain-check?subdomain=… for the sign-up card's live check.
// Read-only; the sign-up action checks everything again on submit.
export async function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get('subdomain') ?? ''
  return Response.json(checkSubdomain(raw.slice(0, 200)), { headers: { 'Cache-Control': 'no-store' } })
}
