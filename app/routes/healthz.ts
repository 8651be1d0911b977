import { pingDatabase } from '~/models/health.server'

// 200 after a real query; 503 when the database cannot be read.
export async function loader() {
  try {
    const tenants = pingDatabase()
    return new Response(JSON.stringify({ status: 'ok', tenants }), {
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
