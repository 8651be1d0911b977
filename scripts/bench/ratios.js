// The target ratios of `npm run bench`: the bare node:http server and the
// target pages loaded in turns, one worker pinned to one core beside it.
import { timedLoad, totalCpuMs } from './measure.js'

/** @typedef {import('./bench-types.js').RatioRow} RatioRow */
/**
 * `load`: the client of the page's slices (measure.js's timedLoad, i.e.
 * autocannon, unless given; bench.js: closed-loop.js where the client shares
 * the server's cores).
 * @typedef {{ key: string, name: string, url: string, cookie: string, pids: () => (number | undefined)[], before?: () => void, load?: typeof timedLoad }} RatioPage
 */

/**
 * Warms a page up and returns its slice size: the requests of about `slice`
 * seconds at the page's steady rate (at least 10). The rate comes from
 * warm-up runs timed by their answers (timedLoad): the first 50 requests
 * include cold code and opening connections, so while a warm-up lasted less
 * than half of `warmUpSeconds`, the next one is sized to last `warmUpSeconds`
 * at the rate seen so far (a bare server answers 50 requests in a few ms; a
 * page of 40 ms CPU needs the 50 for 2 s and stops there).
 * @param {RatioPage} page
 * @param {{ slice: number, warmUpSeconds: number }} options
 */
export async function sliceAmount(page, { slice, warmUpSeconds }) {
  page.before?.()
  /** @type {Record<string, string>} */
  const headers = page.cookie ? { cookie: page.cookie } : {}
  let amount = 50
  for (let attempt = 1; ; attempt++) {
    const r = await (page.load ?? timedLoad)({ url: page.url, headers, amount, timeout: 60 })
    if (r.errors) throw new Error(`${page.url}: Aufwärmen mit ${r.errors} Fehlern (${JSON.stringify(r.statusCodes)})`)
    const rate = r.requests / (r.activeMs / 1000)
    if (r.activeMs >= (warmUpSeconds * 1000) / 2 || attempt === 5) return Math.max(10, Math.round(rate * slice))
    amount = Math.max(amount * 2, Math.round(rate * warmUpSeconds))
  }
}

/**
 * The pages against each other, in turns: round after round one slice per
 * page, so the machine's drifting load (other processes on the same machine)
 * hits every page alike. A slice is a fixed number of requests (sliceAmount),
 * so no request is cut off at a slice's end (a slow page under load would
 * lose most of a timed slice and pay CPU for answers it does not count).
 * req/s = all requests of a page over the summed time its slices were
 * answering (timedLoad: from the first request written to the last answer,
 * without autocannon's start and its wait for the next sampling tick), i.e.
 * the server's throughput on its core while it was loaded. CPU = of the
 * serving processes (the worker and its primary, or the bare server) over the
 * whole slice; idle before and after the load adds nothing to it.
 * @param {RatioPage[]} pages
 * @param {{ rounds: number, slice: number, warmUpSeconds?: number }} options
 * @returns {Promise<Record<string, RatioRow>>}
 */
export async function measureRatios(pages, { rounds, slice, warmUpSeconds = 1 }) {
  /** @type {{ requests: number, ms: number, cpuMs: number, p99: number[], errors: number, amount: number }[]} */
  const totals = pages.map(() => ({ requests: 0, ms: 0, cpuMs: 0, p99: [], errors: 0, amount: 10 }))
  for (const [i, page] of pages.entries()) totals[i].amount = await sliceAmount(page, { slice, warmUpSeconds })
  for (let round = 0; round < rounds; round++) {
    for (const [i, page] of pages.entries()) {
      const t = totals[i]
      // e.g. where the load generator may run for this page (bench.js: 1 against 2 workers)
      page.before?.()
      const before = totalCpuMs(page.pids())
      const r = await (page.load ?? timedLoad)({
        url: page.url,
        headers: page.cookie ? { cookie: page.cookie } : {},
        amount: t.amount,
        timeout: 60,
      })
      t.cpuMs += totalCpuMs(page.pids()) - before
      t.ms += r.activeMs
      t.requests += r.requests
      t.p99.push(r.p99)
      t.errors += r.errors
    }
  }
  return Object.fromEntries(
    pages.map((page, i) => {
      const t = totals[i]
      const p99 = t.p99.sort((x, y) => x - y)[t.p99.length >> 1]
      return [
        page.key,
        {
          name: page.name,
          rps: Math.round((t.requests / (t.ms / 1000)) * 10) / 10,
          requests: t.requests,
          p99,
          errors: t.errors,
          cpuMsPerRequest: t.requests ? Math.round((t.cpuMs / t.requests) * 100) / 100 : null,
        },
      ]
    }),
  )
}
