// A closed-loop load on the lean client of raw-get.js: `connections`
// requests in flight, each answer followed at once by the next request,
// until `amount` requests are answered. For the one row where the load
// generator shares the measured server's cores (2 workers on a 2-core
// machine, bench.js): what the generator spends there, the two workers lack.
// Loaded by autocannon, 2 workers answered 193-277 req/s of the events page;
// loaded by this client, 282-310 req/s (three alternating turns each).
import { rawGetPool } from './raw-get.js'

/**
 * Same result fields as measure.js's timedLoad: `activeMs` runs from the
 * first request's send to the last answer, `rps` is requests / activeMs.
 * `requests` counts every request, failed ones too (a status other than
 * `expect`, a dropped connection, a timeout); `errors` counts the failed.
 * @param {{ url: string, headers?: Record<string, string>, amount: number, connections?: number, timeout?: number, expect?: number[] }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, errors: number, statusCodes: Record<string, number>, activeMs: number }>}
 */
export async function closedLoopLoad({ url, headers = {}, amount, connections = 10, timeout = 10, expect = [200] }) {
  if (!(Number.isInteger(amount) && amount > 0 && Number.isInteger(connections) && connections > 0))
    throw new Error(`closedLoopLoad: amount und connections müssen ganze Zahlen über 0 sein (${amount}, ${connections})`)
  const pool = rawGetPool({ url, headers, timeoutMs: timeout * 1000 })
  /** @type {number[]} */
  const latencies = []
  /** @type {Record<string, number>} */
  const statusCodes = {}
  let errors = 0
  let sent = 0
  let lastAnswer = 0
  const start = performance.now()
  await new Promise((resolve) => {
    const next = () => {
      if (sent === amount) return
      sent++
      const t0 = performance.now()
      pool.get((answer) => {
        lastAnswer = performance.now()
        latencies.push(lastAnswer - t0)
        statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1
        if (typeof answer.status !== 'number' || !expect.includes(answer.status)) errors++
        if (latencies.length === amount) resolve(undefined)
        else next()
      })
    }
    for (let i = 0; i < Math.min(connections, amount); i++) next()
  })
  pool.close()
  const sorted = latencies.sort((a, b) => a - b)
  const activeMs = Math.max(lastAnswer - start, 0.001)
  const at = (/** @type {number} */ q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)])
  return {
    rps: Math.round((amount / (activeMs / 1000)) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
    requests: amount,
    errors,
    statusCodes,
    activeMs,
  }
}
