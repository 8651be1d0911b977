// A fixed request rate for `npm run bench`: open loop and evenly spaced.
// autocannon's `overallRate` is neither: each of its connections sends
// back to back until it has made its share of the second, then waits for
// the next second, so "150 req/s" on 10 connections is a burst of 10
// requests in flight for most of each second and then silence; and a
// connection sends its next request only after the answer, so a slow answer
// delays the requests behind it instead of showing in the latencies.
import { rawGetPool } from './raw-get.js'

/**
 * Requests `url` at `rate` per second for `duration` seconds: request i is
 * due at start + i / rate and is sent then, whether or not earlier ones were
 * answered (the pool opens more connections when all are busy, and reuses
 * the longest idle one first, so the load spreads over a cluster's workers;
 * raw-get.js: a lean client, as the generator shares the server's cores). A request's latency counts from when it was due, so a
 * server (or a client) falling behind shows in the tail.
 * @param {{ url: string, headers?: Record<string, string>, rate: number, duration: number, timeout?: number, expect?: number[] }} options
 * @returns {Promise<{ rps: number, p50: number, p99: number, requests: number, errors: number, statusCodes: Record<string, number>, lateSendMs: number }>}
 */
export async function fixedRateLoad({ url, headers = {}, rate, duration, timeout = 10, expect = [200] }) {
  const pool = rawGetPool({ url, headers, timeoutMs: timeout * 1000 })
  const total = Math.max(1, Math.round(rate * duration))
  const interval = 1000 / rate
  /** @type {number[]} */
  const latencies = []
  /** @type {Record<string, number>} */
  const statusCodes = {}
  let errors = 0
  let lateSendMs = 0
  let lastAnswer = 0
  const start = performance.now() + 20
  await new Promise((resolve) => {
    let sent = 0
    let settled = 0
    /** @param {number} due @param {string | number} status */
    const settle = (due, status) => {
      const now = performance.now()
      latencies.push(now - due)
      lastAnswer = now
      statusCodes[status] = (statusCodes[status] ?? 0) + 1
      if (typeof status !== 'number' || !expect.includes(status)) errors++
      if (++settled === total) resolve(undefined)
    }
    /** @param {number} due */
    const send = (due) => {
      lateSendMs = Math.max(lateSendMs, performance.now() - due)
      pool.get((answer) => settle(due, answer.status))
    }
    const tick = () => {
      const now = performance.now()
      while (sent < total && start + sent * interval <= now) send(start + sent++ * interval)
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()))
    }
    setTimeout(tick, Math.max(0, start - performance.now()))
  })
  pool.close()
  const sorted = latencies.sort((a, b) => a - b)
  const at = (/** @type {number} */ q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)])
  return {
    rps: Math.round((total / ((lastAnswer - start) / 1000)) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
    requests: total,
    errors,
    statusCodes,
    lateSendMs: Math.round(lateSendMs),
  }
}
