// The benchmark's targets (one table of ratios to a bare node:http server and to
// the events page, all from the same run) and its detail tables on stdout.

import path from 'node:path'

const pad = (/** @type {unknown} */ v, /** @type {number} */ w) => String(v ?? '–').padStart(w)
/**
 * @param {string} name
 * @param {{ rps?: number, reqPerSec?: number | null, ratio?: number, p50?: number | null, p99?: number | null, errors?: number, cpuMsPerRequest?: number | null }} r
 */
const row = (name, r, extra = '') =>
  `${name.padEnd(34)}${pad(r.rps ?? r.reqPerSec, 9)}${pad(r.ratio ?? '', 11)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}${pad(r.cpuMsPerRequest, 14)}${extra}`

const r2 = (/** @type {number} */ x) => Math.round(x * 100) / 100
const r4 = (/** @type {number} */ x) => Math.round(x * 10000) / 10000

/**
 * The targets as one table. `ratios` are the interleaved 1-worker rows (one
 * worker pinned to one core, the bare node:http server on the same core, all
 * measured in turns in the same run): { bare, healthz, events, event, billing,
 * analytics, calendar }. `runs` are the 1- and 2-worker runs; `js` the gzip KB
 * per page the bench loads; `pagesJs` the gzip KB of every page of the build
 * (scripts/bench/route-js.js, largest first): the JS target is their maximum.
 * @param {{ ratios: Record<string, import('./bench-types.js').RatioRow>, runs: import('./bench-types.js').Run[], js: Record<string, number>, pagesJs: import('./route-js.js').RouteJs[] }} results
 * @returns {import('./bench-types.js').TargetRow[]}
 */
export function targetsOf({ ratios, runs, js, pagesJs }) {
  const [one, two] = runs
  const events = (/** @type {import('./bench-types.js').Run} */ run) =>
    /** @type {import('./bench-types.js').PageRow} */ (run.rows.find((r) => r.name === '/tenant/events (10.000)'))
  /** @type {import('./bench-types.js').TargetRow[]} */
  const rows = []
  const bare = ratios.bare
  rows.push({ name: 'node:http ohne alles (1 Kern)', rps: bare.rps, cpu: bare.cpuMsPerRequest, p99: bare.p99, ratio: 1, target: 'Bezug', met: null })
  rows.push({ name: '/healthz', rps: ratios.healthz.rps, cpu: ratios.healthz.cpuMsPerRequest, p99: ratios.healthz.p99, ratio: r4(ratios.healthz.rps / bare.rps), target: '≥ 0,05 × node:http', met: ratios.healthz.rps / bare.rps >= 0.05 })
  const ev = ratios.events
  rows.push({ name: '/tenant/events (10.000 Events)', rps: ev.rps, cpu: ev.cpuMsPerRequest, p99: ev.p99, js: js.events, ratio: r4(ev.rps / bare.rps), target: '≥ 0,006 × node:http', met: ev.rps / bare.rps >= 0.006 })
  for (const key of ['event', 'billing', 'analytics', 'calendar']) {
    const r = ratios[key]
    rows.push({ name: r.name, rps: r.rps, cpu: r.cpuMsPerRequest, p99: r.p99, js: js[key], ratio: r2(r.rps / ev.rps), target: '≥ 0,5 × Events-Seite', met: r.rps / ev.rps >= 0.5 })
  }
  // in turns with a 1-worker server when the run has it, else the two runs' rows
  const turns = two.workersInTurns
  const twoRow = turns ? turns.two : events(two)
  const speedup = turns ? turns.two.rps / turns.one.rps : events(two).rps / events(one).rps
  rows.push({ name: `2 Worker gegen 1 (/tenant/events${turns ? ', im Wechsel' : ''})`, rps: twoRow.rps, cpu: twoRow.cpuMsPerRequest, p99: twoRow.p99, ratio: r2(speedup), target: '≥ 1,5 × 1 Worker', met: speedup >= 1.5 })
  const fixed = /** @type {import('./bench-types.js').Measured} */ (two.fixedRate150)
  rows.push({ name: '/tenant/events fest 150 req/s, 2 Worker', rps: fixed.rps, cpu: fixed.cpuMsPerRequest, p99: fixed.p99, ratio: null, target: 'p99 ≤ 50 ms, 0 Fehler', met: fixed.p99 <= 50 && fixed.errors === 0 })
  const jsMax = largestJs(js, pagesJs)
  rows.push({ name: `JS je Seite (größte: ${jsMax.name})`, js: jsMax.gzipKB, ratio: null, target: '≤ 100 KB gzip je Seite', met: jsMax.gzipKB <= 100 })
  const peak = Math.max(...one.memory.peakRssMB, ...two.memory.peakRssMB)
  rows.push({ name: 'RSS je Worker (Spitze, VmHWM)', rss: peak, ratio: null, target: '≤ 256 MB', met: peak <= 256 })
  return rows
}

/**
 * The page with the most JavaScript: over every page of the build, and over
 * the measured pages too (their HTML may preload more than the manifest says).
 * @param {Record<string, number>} js
 * @param {import('./route-js.js').RouteJs[]} pagesJs
 */
export function largestJs(js, pagesJs) {
  const all = [...pagesJs.map((p) => ({ name: p.path, gzipKB: p.gzipKB })), ...Object.entries(js).map(([name, gzipKB]) => ({ name, gzipKB }))]
  return all.sort((a, b) => b.gzipKB - a.gzipKB)[0] ?? { name: '–', gzipKB: 0 }
}

/**
 * The pages of the build with the most JavaScript (gzip), and how many are over the limit.
 * @param {import('./route-js.js').RouteJs[]} pagesJs
 */
export function printRoutesJs(pagesJs, shown = 10, limitKB = 100) {
  const over = pagesJs.filter((p) => p.gzipKB > limitKB).length
  console.log(`\nJS je Seite (gzip, aus dem Manifest, ${pagesJs.length} Seiten, ${over} über ${limitKB} KB); die größten:`)
  for (const p of pagesJs.slice(0, shown))
    console.log(`${p.path.padEnd(44)}${pad(p.gzipKB, 8)} KB  ${p.largest.map((f) => `${path.posix.basename(f.file)} ${f.gzipKB}`).join(', ')}`)
}

/**
 * The one table of targets (Markdown, so docs/benchmarks.md can take it as it is).
 * @param {import('./bench-types.js').TargetRow[]} rows
 */
export function printTargets(rows) {
  const num = (/** @type {unknown} */ v, digits = 1) => (v === undefined || v === null ? '' : typeof v === 'number' ? v.toLocaleString('de-DE', { maximumFractionDigits: digits }) : v)
  console.log('| Messung | req/s | CPU ms/Anfr. | p99 ms | JS gzip KB | Verhältnis | Ziel | erfüllt |')
  console.log('|---|---:|---:|---:|---:|---:|---|:---:|')
  for (const r of rows) {
    const extra = r.rss !== undefined ? `RSS ${num(r.rss)} MB` : ''
    console.log(`| ${r.name} | ${num(r.rps)} | ${num(r.cpu, 2)} | ${num(r.p99, 0)} | ${num(r.js)} | ${r.ratio === null ? extra : `${num(r.ratio, 4)} ×`} | ${r.target} | ${r.met === null ? '' : r.met ? '✓' : '✗'} |`)
  }
}

/**
 * @param {{ date: string, machine: import('./bench-types.js').Machine, runs: import('./bench-types.js').Run[],
 *   targets: import('./bench-types.js').TargetRow[], pagesJs?: import('./route-js.js').RouteJs[], resultsFile?: string | null }} results
 */
export function printTable({ date, machine, runs, targets, pagesJs = [], resultsFile = 'bench/results.json' }) {

  console.log(`\nFestplan-Benchmark ${date.slice(0, 16).replace('T', ' ')} UTC (${machine.cpus} Kerne ${machine.model ?? ''}, Last ${machine.loadavg.join(' ')}, Node ${machine.node})`)
  const header = `${'Seite'.padEnd(34)}${pad('req/s', 9)}${pad('× healthz', 11)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('Fehler', 8)}${pad('CPU ms/Anfr.', 14)}`
  for (const run of runs.filter((r) => r.rows.length)) {
    console.log(`\n${run.workers} Worker (Kaltstart bis /healthz 200: ${run.coldStartMs} ms; RSS je Worker nach dem Lauf: ${run.memory.rssMB.join(', ')} MB, Spitze ${run.memory.peakRssMB.join(', ')} MB)`)
    console.log(`${header}${pad('JS gzip KB', 12)}`)
    for (const r of run.rows) console.log(row(r.name, r, pad(r.js ? r.js.gzipKB : '–', 12)))
    if (run.fixedRate150) console.log(row('/tenant/events @150 req/s', run.fixedRate150))
    if (run.workersInTurns) {
      console.log(row('/tenant/events 1 Worker, im Wechsel', run.workersInTurns.one))
      console.log(row('/tenant/events 2 Worker, im Wechsel', run.workersInTurns.two))
    }
  }
  const scenarios = runs.flatMap((run) => run.scenarios ?? [])
  if (scenarios.length) {
    console.log('\nSzenarien (2 Worker)')
    console.log(header)
    for (const s of scenarios) {
      console.log(`${s.title}:`)
      for (const r of s.rows) console.log(row(`  ${r.label}`.slice(0, 33), r))
      if (s.error) console.log(`✗ ${s.title} (${s.file}) fehlgeschlagen: ${s.error}`)
    }
  }
  if (pagesJs.length) printRoutesJs(pagesJs)
  if (targets.length) {
    console.log('\nZiele (1 Worker auf 1 Kern, im Wechsel mit node:http auf demselben Kern gemessen)\n')
    printTargets(targets)
  }
  if (resultsFile) console.log(`\nErgebnisse: ${resultsFile}`)
}
