// The scenario runner of `npm run bench`: every scripts/bench/scenario-*.js
// (sorted by file name) exports `title` and `run(ctx)`; ctx is
//   { base, tenantQuery, cookie, sqlite, bigTenantId, measure, measureInterleaved }
// (see docs/benchmarks.md). measure(label, pathWithQuery,
// { cookie?, method?, body?, headers? }) runs one load against the
// 2-worker server and returns { label, reqPerSec, p50, p99, cpuMsPerRequest }
// (plus errors); every result also lands in the printed table and in
// bench/results.json. measureInterleaved(pages) measures pages
// against each other: 1-s loads in turn, as many rounds as --duration has seconds, so drifting machine
// load hits every page alike (one row per page). A scenario that throws is
// reported as failed; the bench goes on.
import fs from 'node:fs'
import path from 'node:path'
import { load, warmUp } from './measure.js'

const here = path.dirname(new URL(import.meta.url).pathname)

/**
 * The scenario files, sorted; `only` (e.g. ['billing', 'calendar']) keeps scenario-billing.js and scenario-calendar.js.
 * @param {string} [dir]
 * @param {string[] | null} [only]
 */
export function scenarioFiles(dir = here, only = null) {
  return fs
    .readdirSync(dir)
    .filter((name) => /^scenario-.*\.js$/.test(name))
    .filter((name) => !only || only.includes(name.slice('scenario-'.length, -'.js'.length)))
    .sort()
}

/**
 * A measure() bound to one server. `cookie` defaults to the big tenant's
 * admin ('' for none); `body` is a string or a function of the request
 * number (for posts that must differ, e.g. unique e-mail addresses); with a
 * body the method defaults to POST, the content type to urlencoded and the
 * Origin to the server. GET expects 200, anything else 2xx or 3xx.
 * @param {{ base: string, cookie: string, duration: number, cpuOf: () => number }} server
 * @returns {import('./bench-types.js').Measure}
 */
export function measurer({ base, cookie: defaultCookie, duration, cpuOf }) {
  // connections / warmUpRequests: fewer for answers of megabytes (the 10-MB calendar feed);
  // timeout: seconds one answer may take (autocannon's 10 by default, more for those)
  return async function measure(label, pathWithQuery, { cookie = defaultCookie, method, body, headers = {}, connections = 10, warmUpRequests = 200, timeout = 10, seconds = duration } = {}) {
    const verb = (method ?? (body === undefined ? 'GET' : 'POST')).toUpperCase()
    const url = base + pathWithQuery
    const allHeaders = {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { origin: base, 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    }
    const expect = verb === 'GET' ? [200] : [200, 201, 202, 204, 301, 302, 303]
    if (verb === 'GET') {
      const res = await fetch(url, { headers: allHeaders, redirect: 'manual' })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${label}: GET ${pathWithQuery} antwortet ${res.status}`)
      if (warmUpRequests > 0) await warmUp(url, allHeaders, { amount: warmUpRequests, connections, timeout })
    }
    let n = 0
    const setupRequest = typeof body === 'function' ? (/** @type {import('autocannon').Request} */ req) => ({ ...req, body: String(body(n++)) }) : undefined
    const before = cpuOf()
    const result = await load({
      url,
      method: /** @type {import('autocannon').Request['method']} */ (verb),
      headers: allHeaders,
      body: typeof body === 'function' ? undefined : body,
      setupRequest,
      duration: seconds,
      expect,
      connections,
      timeout,
    })
    const cpuMs = cpuOf() - before
    return {
      label,
      reqPerSec: result.rps,
      p50: result.p50,
      p99: result.p99,
      cpuMsPerRequest: result.requests ? Math.round((cpuMs / result.requests) * 100) / 100 : null,
      errors: result.errors,
      requests: result.requests,
    }
  }
}

/**
 * One row from the slices of a page measured in turns: requests and CPU
 * summed (CPU per request weighted by requests), req/s the mean, p50 the
 * median of the slices' p50, p99 the highest slice p99.
 * @param {string} label
 * @param {import('./bench-types.js').Slice[]} slices
 * @returns {import('./bench-types.js').MeasuredRow}

 */
export function combineSlices(label, slices) {
  const requests = slices.reduce((sum, r) => sum + (r.requests ?? 0), 0)
  const cpuMs = slices.reduce((sum, r) => sum + (r.cpuMsPerRequest ?? 0) * (r.requests ?? 0), 0)
  const p50s = slices.map((r) => r.p50).sort((a, b) => a - b)
  return {
    label,
    reqPerSec: Math.round((slices.reduce((sum, r) => sum + r.reqPerSec, 0) / slices.length) * 10) / 10,
    p50: p50s[p50s.length >> 1],
    p99: Math.max(...slices.map((r) => r.p99)),
    cpuMsPerRequest: requests ? Math.round((cpuMs / requests) * 100) / 100 : null,
    errors: slices.reduce((sum, r) => sum + (r.errors ?? 0), 0),
    requests,
  }
}

/**
 * Measures `pages` ([{ label, path, ...measure options }]) in turns: round
 * after round, one 1-s load per page (the first of each page warmed up).
 * Returns one combined row per page.
 * @param {import('./bench-types.js').SliceMeasure} measure
 * @param {import('./bench-types.js').InterleavedPage[]} pages
 */
export async function interleaved(measure, pages, { rounds = 5 } = {}) {
  /** @type {import('./bench-types.js').Slice[][]} */
  const slices = pages.map(() => [])

  for (let round = 0; round < rounds; round++) {
    for (const [i, { label, path: pathWithQuery, ...options }] of pages.entries()) {
      slices[i].push(await measure(label, pathWithQuery, { ...options, seconds: 1, warmUpRequests: round === 0 ? 200 : 0 }))
    }
  }
  return pages.map((page, i) => combineSlices(page.label, slices[i]))
}

/**
 * Runs every scenario file (or those named by `only`); returns [{ file, title, rows, error? }].
 * @param {{ measure: import('./bench-types.js').SliceMeasure, duration?: number, [key: string]: unknown }} ctx
 *   the rest of a scenario's context (ScenarioContext) as it is
 * @param {string} [dir]
 * @param {string[] | null} [only]
 */
export async function runScenarios(ctx, dir = here, only = null) {
  /** @type {import('./bench-types.js').ScenarioOutcome[]} */
  const outcomes = []
  const files = scenarioFiles(dir, only)
  if (only && files.length === 0) throw new Error(`--only ${only.join(',')}: kein Szenario dieses Namens in scripts/bench`)
  for (const file of files) {
    /** @type {import('./bench-types.js').ScenarioRow[]} */
    const rows = []
    /** @type {import('./bench-types.js').SliceMeasure} */
    const measure = async (...args) => {

      const row = await ctx.measure(...args)
      rows.push(row)
      return row
    }
    // as many 1-s rounds as --duration gives seconds (at least 3)
    /** @type {import('./bench-types.js').ScenarioContext['measureInterleaved']} */
    const measureInterleaved = async (pages, { rounds = Math.max(3, ctx.duration ?? 5) } = {}) => {

      const combined = await interleaved(ctx.measure, pages, { rounds })
      rows.push(...combined)
      return combined
    }
    let title = file
    try {
      // a plain absolute path: Node (POSIX) and vitest's loader both take it
      const mod = await import(path.join(dir, file))
      title = mod.title ?? file
      // rows a scenario measures itself (in process, not through measure()) come back from run()
      const returned = await mod.run({ ...ctx, measure, measureInterleaved })
      for (const row of Array.isArray(returned) ? returned : []) if (row && !rows.includes(row)) rows.push(row)
      outcomes.push({ file, title, rows })
      console.log(`  gemessen: Szenario ${title}`)
    } catch (error) {
      outcomes.push({ file, title, rows, error: error instanceof Error ? error.message : String(error) })
      console.log(`  FEHLGESCHLAGEN: Szenario ${title}: ${error instanceof Error ? error.message : error}`)
    }
  }
  return outcomes
}
