import { pingDatabase } from '~/models/health.server'
import { afterHydrationFailure } from '~/utils/after-hydration'
import { replicationHealth } from '~/utils/replication-status.server'

export type HealthAnswer = { status: 200 | 503; body: string }

/** The answer's headers: JSON, never stored by a cache. */
export const HEALTH_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } as const

/**
 * The health check: 200 after a real query; 503 when the database cannot be
 * read, or when a page part split off the first JavaScript failed to load in
 * this process (every page would answer 500). With replication on, `replication` tells its lag (it never fails the
 * check: the app serves on while the replica is unreachable). Used by the
 * /healthz route and, before the Remix request handler, by the server
 * process itself (scripts/worker.js), so a poll costs no request handling it
 * does not need.
 */
export function healthCheck(): HealthAnswer {
  const unloaded = afterHydrationFailure()
  if (unloaded) {
    console.error('healthz: Seitenteil nicht geladen:', unloaded instanceof Error ? unloaded.message : unloaded)
    return { status: 503, body: JSON.stringify({ status: 'error' }) }
  }
  try {
    const tenants = pingDatabase()
    const replication = replicationHealth()
    return { status: 200, body: JSON.stringify({ status: 'ok', tenants, ...(replication ? { replication } : {}) }) }
  } catch (error) {
    console.error('healthz:', error instanceof Error ? error.message : error)
    return { status: 503, body: JSON.stringify({ status: 'error' }) }
  }
}
