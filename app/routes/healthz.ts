import { HEALTH_HEADERS, healthCheck } from '~/services/health/health-check.server'

// The server process answers GET /healthz itself with the same check
// (scripts/worker.js); this route serves it wherever the Remix handler runs
// alone (tests, `remix-serve`).
export async function loader() {
  const { status, body } = healthCheck()
  return new Response(body, { status, headers: HEALTH_HEADERS })
}
