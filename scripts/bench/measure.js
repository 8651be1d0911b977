// Measurements for scripts/bench.js: autocannon runs, the JavaScript a page
// loads (gzip), the server's peak memory.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import { staticImportsOf } from './route-js.js'

/** @typedef {Record<string, string>} Headers */
/**
 * @typedef {object} LoadOptions
 * @property {string} url
 * @property {Headers} [headers]
 * @property {import('autocannon').Request['method']} [method]
 * @property {string} [body]
 * @property {(request: import('autocannon').Request) => import('autocannon').Request} [setupRequest]
 * @property {number} [duration] seconds (when no amount)
 * @property {number} [amount] requests in all (instead of a duration)
 * @property {number} [connections]
 * @property {number} [overallRate] requests per second over all connections
 * @property {number[]} [expect] the status codes that count as success
 * @property {number} [timeout] seconds one answer may take
 */


/**
 * One autocannon run; `errors` counts failed connections, timeouts and 4xx/5xx
 * answers. `timeout`: seconds one answer may take (10; more for answers of
 * megabytes such as the calendar feed).
 * @param {LoadOptions} options
 */
export async function load({ url, headers = {}, method = 'GET', body, setupRequest, duration, amount, connections = 10, overallRate, expect = [200], timeout = 10 }) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    ...(amount ? { amount } : { duration }),
    connections,
    overallRate,
    timeout,
    requests: setupRequest ? [{ method, headers, setupRequest }] : undefined,
  })
  return summary(result, expect, Math.round(result.requests.average * 10) / 10)
}

/**
 * @param {import('autocannon').Result} result
 * @param {number[]} expect
 * @param {number} rps
 */
function summary(result, expect, rps) {
  const codes = result.statusCodeStats ?? {}
  const unexpected = Object.entries(codes)
    .filter(([code]) => !expect.includes(Number(code)))
    .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0)
  return {
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + unexpected,
    statusCodes: Object.fromEntries(Object.entries(codes).map(([code, stat]) => [code, stat.count])),
  }
}

/**
 * `amount` requests (every one answered, none cut off), timed by their
 * answers: `activeMs` runs from the first request written (its answer's
 * arrival minus its response time) to the last answer, and `rps` is
 * requests / activeMs. The time around the autocannon call would be wrong:
 * autocannon opens its connections first, and it ends an `amount` run only
 * at its next sampling tick (every `sampleInt` ms, 1 s by default), so a
 * run of 50 requests that took 3 ms would count as a second; its own
 * `requests.average` is per tick and has the same fault.
 * @param {{ url: string, headers?: Headers, amount: number, connections?: number, timeout?: number, expect?: number[] }} options
 */
export async function timedLoad({ url, headers = {}, amount, connections = 10, timeout = 10, expect = [200] }) {
  let first = Infinity
  let last = -Infinity
  // a short tick: the run's result comes back soon after its last answer (the timing does not depend on it)
  // without a callback autocannon returns its instance (an event emitter) with then(): the typings know only the promise
  const instance = /** @type {import('autocannon').Instance & Promise<import('autocannon').Result>} */ (
    /** @type {unknown} */ (autocannon({ url, headers, amount, connections: Math.min(connections, amount), timeout, sampleInt: 50 }))
  )
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
    const now = performance.now()
    if (now - responseTime < first) first = now - responseTime
    last = now
  })
  const result = await instance
  const activeMs = Math.max(last - first, 0.001)
  const requests = result.requests.total
  return { ...summary(result, expect, Math.round((requests / (activeMs / 1000)) * 10) / 10), activeMs }
}

/**
 * Warm-up before a measured run: 200 requests on 10 connections, so every
 * worker (each keep-alive connection stays with one) has compiled its hot
 * paths; sequential requests on one connection would warm one worker only.
 * @param {string} url
 * @param {Headers} [headers]
 */
export async function warmUp(url, headers = {}, { amount = 200, connections = 10, timeout = 10 } = {}) {
  const result = await load({ url, headers, amount, connections, timeout })
  if (result.errors) throw new Error(`${url}: Aufwärmen mit ${result.errors} Fehlern (${JSON.stringify(result.statusCodes)})`)
}

/**
 * Median latency of two pages requested one after the other, alternating, on
 * one connection: both see the same machine load, so the ratio is fair even
 * on a busy machine (autocannon's runs follow each other and load drifts).
 * @param {{ url: string, cookie?: string }} a
 * @param {{ url: string, cookie?: string }} b
 */
export async function alternate(a, b, rounds = 200) {
  /** @type {[number[], number[]]} */
  const times = [[], []]
  for (let i = 0; i < rounds; i++) {
    for (const [k, page] of [a, b].entries()) {
      const t0 = performance.now()
      const res = await fetch(page.url, { headers: page.cookie ? { cookie: page.cookie } : {} })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${page.url}: ${res.status}`)
      times[k].push(performance.now() - t0)
    }
  }
  const median = (/** @type {number[]} */ list) => Math.round(list.sort((x, y) => x - y)[list.length >> 1] * 10) / 10
  return { rounds, medianA: median(times[0]), medianB: median(times[1]) }
}

/**
 * The JavaScript a page makes the browser load, gzip-compressed: the
 * modulepreload links and the module script's imports, plus everything those
 * files import statically (a chunk's dynamic `import()` loads only when its
 * code runs, e.g. drag and drop on first use, and is not counted). (Asset paths inside the inline route manifest are
 * not loaded: with lazy route discovery the browser fetches them only on
 * navigation.)
 * @param {string} html
 * @param {string} clientDir
 */
export function pageJs(html, clientDir) {
  const entries = [
    ...[...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => importsOf(m[1])),
  ]
  /** @type {Set<string>} */
  const files = new Set()
  const visit = (/** @type {string} */ file) => {
    if (files.has(file)) return
    files.add(file)
    const code = fs.readFileSync(path.join(clientDir, file), 'utf8')
    for (const imported of staticImportsOf(code)) visit(path.posix.resolve(path.posix.dirname(file), imported))
  }
  for (const file of entries) visit(file)
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(clientDir, file))
    raw += bytes.length
    gzip += zlib.gzipSync(bytes, { level: 9 }).length
  }
  return { files: files.size, rawKB: Math.round(raw / 102.4) / 10, gzipKB: Math.round(gzip / 102.4) / 10, largest: largestFiles([...files], clientDir) }
}

/** Static and dynamic import specifiers of .js files in the page's module script. @param {string} code */
function importsOf(code) {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+\.js)["']/g)].map((m) => m[1])
}

/** @param {string[]} files @param {string} clientDir */
function largestFiles(files, clientDir) {
  return files
    .map((file) => ({ file, gzipKB: Math.round(zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length / 102.4) / 10 }))
    .sort((x, y) => y.gzipKB - x.gzipKB)
    .slice(0, 3)
}

/** Peak resident memory of a process so far (VmHWM), in MB. @param {number | undefined} pid */
export function peakRssMB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 102.4) / 10
}

/**
 * CPU time (user + system) a process has used so far, in ms. Divided by the
 * requests of a run it gives the server's cost per request, which moves far
 * less with the machine's other load than requests per second do.
 * @param {number | undefined} pid
 */
export function processCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const ticks = Number(fields[11]) + Number(fields[12]) // utime, stime (fields 14 and 15 of stat)
  return ticks * 10 // USER_HZ is 100 on Linux
}

/** Current resident memory of a process (VmRSS), in MB; 0 when it is gone. @param {number | undefined} pid */
export function rssMB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 102.4) / 10
  } catch {
    return 0
  }
}

/** CPU ms of several processes together (processes that are gone count 0). @param {(number | undefined)[]} pids */
export function totalCpuMs(pids) {
  let sum = 0
  for (const pid of pids) {
    try {
      sum += processCpuMs(pid)
    } catch {
      // exited
    }
  }
  return sum
}
