import { pingDatabase } from '~/models/health.server'
import { replicationHealth } from '~/utils/replication-status.server'

// 200 after a real query; 503 when the database cannot be read. With
// replication on, `replication` tells its lag (it never fails the check: the
// app serves on while the replica is unreachable).
export async function loader() {
  try {
    const tenants = pingDatabase()
    const replication = replicationHealth()
    return new Response(JSON.stringify({ status: 'ok', tenants, ...(replication ? { replication } : {}) }), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    console.error('healthz:', error instanceof Error ? error.message : error)
    return new Response(JSON.stringify({ status: 'error' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    })
  }
}
