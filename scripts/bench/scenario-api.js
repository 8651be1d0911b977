// Bench: GET /api/v1/events, a page of 50 of the big tenant's 10,000 events,
// with a read key created here in the bench DB (only its SHA-256 is stored).
import { createHash, randomBytes, randomUUID } from 'node:crypto'

export const title = 'REST-API'

/** @param {import('./bench-types.js').ScenarioContext} ctx */
export async function run({ tenantQuery, sqlite, bigTenantId, measure }) {
  const key = `fp_live_${randomBytes(32).toString('base64url')}`
  const hash = createHash('sha256').update(key).digest('hex')
  sqlite
    .prepare('INSERT INTO api_keys (id, tenant_id, name, scope, prefix, key_hash, rate_limit, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(randomUUID(), bigTenantId, 'Bench', 'read', `${key.slice(0, 12)}…`, hash, 1_000_000_000, Date.now())
  // rate_limit: this key may do more than the default 300/min, so the bench measures the API, not 429s
  const headers = { Authorization: `Bearer ${key}` }
  return [await measure('API: 50 von 10.000 Events', `/api/v1/events?limit=50&${tenantQuery}`, { headers })]
}
