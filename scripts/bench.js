// npm run bench [-- --duration 10 --port 4350 --skip-build --keep --only billing,calendar]
// Builds the app, seeds 100 tenants (one with 10,000 events, 2,000 customers,
// 200 services, 20 templates) into a fresh database, then starts the
// production server (scripts/serve.js, as `npm start`) with 1 and with 2
// workers and measures both with autocannon: req/s, p50/p99, CPU ms per
// request (primary + workers), RSS per worker, cold start to the first
// /healthz 200. Against 2 workers also: the fixed 150 req/s run, 10,000 vs
// 100 events alternating, and every scripts/bench/scenario-*.js (see
// scripts/bench/scenarios.js). Prints a table; writes bench/results.json.
// No pass/fail: the targets are shown beside the figures.
// --only a,b: just the 2-worker server and the scenarios scenario-a.js,
// scenario-b.js (no page rows, no targets, bench/results.json untouched), for
// checking one area's figures quickly. --keep keeps the database (its path is
// printed) for profiling.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { parseArgs } from './bench/args.js'
import { postForm } from './bench/client.js'
import { alternate, load, pageJs, peakRssMB, rssMB, totalCpuMs, warmUp } from './bench/measure.js'
import { printTable, targetsOf } from './bench/report.js'
import { measurer, runScenarios } from './bench/scenarios.js'
import { BENCH_PASSWORD, seedBench } from './bench/seed.js'
import { buildDir, ensureBuild, killGroup, root, startServer, stopServer, waitHealthy, workerPids } from './bench/server.js'

const opts = parseArgs(process.argv.slice(2), { duration: 10, port: 4350, skipBuild: false, keep: false, only: '' })
const only = opts.only ? opts.only.split(',').map((s) => s.trim()).filter(Boolean) : null
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-bench-'))
let server

/**
 * The session cookie of a sign-in answer. The one-time toast cookie is left
 * out: a browser shows it on the next page and drops it, it is not part of
 * every later request.
 */
function cookieOf(res) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('=') && !c.startsWith('festplan_toast='))
    .join('; ')
}

async function staffCookie(base, email) {
  const res = await postForm(base, '/tenant-signup?mode=login', { intent: 'login', email, password: BENCH_PASSWORD })
  if (res.status !== 302) throw new Error(`Anmeldung ${email}: ${res.status}`)
  return cookieOf(res)
}

async function html(url, cookie) {
  const res = await fetch(url, { headers: { Cookie: cookie } })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`)
  return text
}

const serverPids = () => [server.child.pid, ...workerPids(server)]
const serverCpu = () => totalCpuMs(serverPids())

/** A load run plus the CPU time of all server processes (primary and workers) per request during it. */
async function measured(run) {
  const before = serverCpu()
  const result = await run()
  const cpuMs = serverCpu() - before
  return { ...result, cpuMsPerRequest: result.requests ? Math.round((cpuMs / result.requests) * 100) / 100 : null }
}

/** Starts the server with `workers` processes; resolves when all of them listen. */
async function start(serverBuild, workers) {
  server = startServer({ serverBuild, port: opts.port, dataDir, seedDemo: false, workers })
  const coldStartMs = await waitHealthy(server)
  const deadline = Date.now() + 30_000
  while (!server.output().includes('Festplan bereit') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
  return coldStartMs
}

/** The page rows and the POST row against the running server. */
async function measurePages(pages, cookies) {
  const rows = []
  for (const page of pages) {
    const body = await html(page.url, page.cookie)
    await warmUp(page.url, page.cookie ? { cookie: page.cookie } : {})
    const result = await measured(() => load({ url: page.url, headers: page.cookie ? { cookie: page.cookie } : {}, duration: opts.duration }))
    rows.push({ name: page.name, ...result, js: page.js ? pageJs(body, path.join(buildDir(), 'client')) : null })
  }
  let n = 0
  const post = await measured(() => load({
    url: `${server.base}/tenant/customers/new`,
    method: 'POST',
    headers: { cookie: cookies.big, origin: server.base, 'content-type': 'application/x-www-form-urlencoded' },
    setupRequest: (req) => ({ ...req, body: new URLSearchParams({ name: `Bench ${n}`, email: `bench-${n++}-${Date.now()}@post.example` }).toString() }),
    duration: opts.duration,
    expect: [302],
  }))
  rows.push({ name: 'POST /tenant/customers/new', ...post, js: null })
  const health = rows[0].rps
  for (const row of rows) row.ratio = Math.round((row.rps / health) * 100) / 100
  return rows
}

async function signIns(seeded) {
  const base = server.base
  const big = await staffCookie(base, seeded.big.email)
  const small = await staffCookie(base, seeded.small.email)
  const login = await postForm(base, '/customer-login?tenant=gross', { token: seeded.customerToken })
  const customer = cookieOf(login)
  if (!customer) throw new Error(`Kunden-Anmeldung: ${login.status}, kein Cookie`)
  return { big, small, customer }
}

function pagesOf(base, cookies) {
  return [
    { name: '/healthz', url: `${base}/healthz`, cookie: '' },
    { name: '/tenant/events (10.000)', url: `${base}/tenant/events`, cookie: cookies.big, js: true },
    { name: '/tenant/events (100)', url: `${base}/tenant/events`, cookie: cookies.small, js: true },
    { name: '/tenant/customers', url: `${base}/tenant/customers`, cookie: cookies.big, js: true },
    { name: '/tenant', url: `${base}/tenant`, cookie: cookies.big, js: true },
    { name: '/customer-dashboard', url: `${base}/customer-dashboard?tenant=gross`, cookie: cookies.customer, js: true },
  ]
}

function memory() {
  const pids = workerPids(server)
  return { rssMB: pids.map(rssMB), peakRssMB: pids.map((pid) => peakRssMB(pid)) }
}

/** The scenario files (all, or those named by --only) against the running 2-worker server. */
async function scenariosOn(dbPath, seeded, cookies) {
  const sqlite = new Database(dbPath)
  sqlite.pragma('busy_timeout = 5000')
  try {
    const measure = measurer({ base: server.base, cookie: cookies.big, duration: opts.duration, cpuOf: serverCpu })
    const ctx = { base: server.base, tenantQuery: 'tenant=gross', cookie: cookies.big, sqlite, bigTenantId: seeded.big.tenantId, measure, duration: opts.duration, workerPids: workerPids(server) }
    return await runScenarios(ctx, undefined, only)
  } finally {
    sqlite.close()
  }
}

/** --only: the 2-worker server and the named scenarios, printed; no page rows, no targets, no results file. */
async function scenariosOnly(serverBuild, dbPath, seeded) {
  await start(serverBuild, 2)
  const cookies = await signIns(seeded)
  const scenarios = await scenariosOn(dbPath, seeded, cookies)
  await stopServer(server)
  printTable({ date: new Date().toISOString(), machine: machine(), runs: [{ workers: 2, scenarios, rows: [], memory: { rssMB: [], peakRssMB: [] }, onlyScenarios: true }], targets: [], resultsFile: null })
}

const machine = () => ({ cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg().map((l) => Math.round(l * 10) / 10), node: process.version })

async function main() {
  const started = Date.now()
  const serverBuild = opts.skipBuild ? ensureBuild() : ensureBuild({ force: true })
  const dbPath = path.join(dataDir, 'festplan.db')
  // an empty, migrated database: the server migrates at start, then stops
  await start(serverBuild, 1)
  await stopServer(server)
  const seedStarted = Date.now()
  const seeded = seedBench(dbPath)
  console.log(`Daten erzeugt in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s (100 Mandanten, 11.080 Events)`)

  if (opts.keep) console.log(`Datenbank bleibt: ${dbPath}`)
  if (only) return scenariosOnly(serverBuild, dbPath, seeded)

  const runs = []
  let cookies
  for (const workers of [1, 2]) {
    const coldStartMs = await start(serverBuild, workers)
    // once: the customer's login link is single-use; sessions outlive a restart
    cookies ??= await signIns(seeded)
    const pages = pagesOf(server.base, cookies)
    const rows = await measurePages(pages, cookies)
    console.log(`  gemessen: ${workers} Worker`)
    const run = { workers, coldStartMs, rows }
    if (workers === 2) {
      run.fixedRate150 = await measured(() => load({ url: `${server.base}/tenant/events`, headers: { cookie: cookies.big }, duration: opts.duration, overallRate: 150 }))
      console.log('  gemessen: 150 req/s fest')
      run.eventsScale = await alternate(pages[1], pages[2])
      console.log('  gemessen: 10.000 gegen 100 Events im Wechsel')
      run.memory = memory()
      run.scenarios = await scenariosOn(dbPath, seeded, cookies)
    } else {
      run.memory = memory()
    }
    await stopServer(server)
    runs.push(run)
  }

  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    settings: { durationSeconds: opts.duration, connections: 10 },
    runs,
    seconds: Math.round((Date.now() - started) / 1000),
  }
  results.targets = targetsOf(runs)
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n')
  printTable(results)
}

main()
  .catch((error) => {
    console.error(`Benchmark fehlgeschlagen: ${error.stack ?? error.message}`)
    process.exitCode = 1
  })
  .finally(() => {
    if (server && server.child.exitCode === null) killGroup(server)
    if (!opts.keep) fs.rmSync(dataDir, { recursive: true, force: true })
  })
