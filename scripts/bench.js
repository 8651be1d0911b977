// npm run bench [-- --duration 10 --port 4350 --skip-build]
// Builds the app, seeds 100 tenants (one with 10,000 events, 2,000 customers,
// 200 services, 20 templates) into a fresh database, starts the production
// server and measures with autocannon. Prints a table; writes
// bench/results.json. No pass/fail: the targets are shown beside the figures.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from './bench/args.js'
import { postForm } from './bench/client.js'
import { alternate, load, pageJs, peakRssMB, processCpuMs } from './bench/measure.js'
import { BENCH_PASSWORD, seedBench } from './bench/seed.js'
import { buildDir, ensureBuild, root, startServer, stopServer, waitHealthy } from './bench/server.js'

const opts = parseArgs(process.argv.slice(2), { duration: 10, port: 4350, skipBuild: false, keep: false })
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

/** A load run plus the server's CPU time per request during it. */
async function measured(run) {
  const before = processCpuMs(server.child.pid)
  const result = await run()
  const cpuMs = processCpuMs(server.child.pid) - before
  return { ...result, cpuMsPerRequest: result.requests ? Math.round((cpuMs / result.requests) * 100) / 100 : null }
}

async function main() {
  const started = Date.now()
  const serverBuild = opts.skipBuild ? ensureBuild() : ensureBuild({ force: true })
  const dbPath = path.join(dataDir, 'festplan.db')
  // an empty, migrated database: the server migrates at start, then stops
  server = startServer({ serverBuild, port: opts.port, dataDir, seedDemo: false })
  await waitHealthy(server)
  await stopServer(server)
  const seedStarted = Date.now()
  const seeded = seedBench(dbPath)
  console.log(`Daten erzeugt in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s (100 Mandanten, 11.080 Events)`)
  server = startServer({ serverBuild, port: opts.port, dataDir, seedDemo: false })
  await waitHealthy(server)
  const base = server.base
  const big = await staffCookie(base, seeded.big.email)
  const small = await staffCookie(base, seeded.small.email)
  const login = await postForm(base, '/customer-login?tenant=gross', { token: seeded.customerToken })
  const customer = cookieOf(login)
  if (!customer) throw new Error(`Kunden-Anmeldung: ${login.status}, kein Cookie`)

  const clientDir = path.join(buildDir(), 'client')
  const pages = [
    { name: '/healthz', url: `${base}/healthz`, cookie: '' },
    { name: '/tenant/events (10.000)', url: `${base}/tenant/events`, cookie: big, js: true },
    { name: '/tenant/events (100)', url: `${base}/tenant/events`, cookie: small, js: true },
    { name: '/tenant/customers', url: `${base}/tenant/customers`, cookie: big, js: true },
    { name: '/customer-dashboard', url: `${base}/customer-dashboard?tenant=gross`, cookie: customer, js: true },
  ]
  const rows = []
  for (const page of pages) {
    const body = await html(page.url, page.cookie)
    for (let i = 0; i < 20; i++) await html(page.url, page.cookie) // warm-up
    const result = await measured(() => load({ url: page.url, headers: page.cookie ? { cookie: page.cookie } : {}, duration: opts.duration }))
    rows.push({ name: page.name, ...result, js: page.js ? pageJs(body, clientDir) : null })
    console.log(`  gemessen: ${page.name}`)
  }
  let n = 0
  const post = await measured(() => load({
    url: `${base}/tenant/customers/new`,
    method: 'POST',
    headers: { cookie: big, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    setupRequest: (req) => ({ ...req, body: new URLSearchParams({ name: `Bench ${n}`, email: `bench-${n++}-${Date.now()}@post.example` }).toString() }),
    duration: opts.duration,
    expect: [302],
  }))
  rows.push({ name: 'POST /tenant/customers/new', ...post, js: null })
  console.log('  gemessen: POST')
  const scale = await alternate(pages[1], pages[2])
  console.log('  gemessen: 10.000 gegen 100 Events im Wechsel')
  const fixed = await measured(() => load({ url: `${base}/tenant/events`, headers: { cookie: big }, duration: opts.duration, overallRate: 150 }))
  const rss = peakRssMB(server.child.pid)
  await stopServer(server)

  const health = rows[0].rps
  for (const row of rows) row.ratio = Math.round((row.rps / health) * 100) / 100
  const eventsBig = rows[1]
  const eventsSmall = rows[2]
  const maxJs = Math.max(...rows.filter((r) => r.js).map((r) => r.js.gzipKB))
  const targets = [
    { target: '/tenant/events ≥ 0,30 × /healthz (req/s)', value: `${eventsBig.ratio} ×`, met: eventsBig.ratio >= 0.3 },
    { target: '150 req/s: p99 ≤ 50 ms, 0 Fehler', value: `p99 ${fixed.p99} ms, ${fixed.errors} Fehler, ${fixed.rps} req/s`, met: fixed.p99 <= 50 && fixed.errors === 0 },
    {
      target: 'Events 10.000 höchstens 1,2 × langsamer als 100',
      value:
        `Median im Wechsel ${scale.medianA} ms gegen ${scale.medianB} ms (${(scale.medianA / scale.medianB).toFixed(2)} ×); ` +
        `autocannon p50 ${eventsBig.p50} gegen ${eventsSmall.p50} ms`,
      met: scale.medianA <= 1.2 * scale.medianB,
    },
    { target: '≤ 100 KB gzip-JavaScript je Seite', value: `höchstens ${maxJs} KB`, met: maxJs <= 100 },
    { target: 'Spitzen-RSS < 256 MB', value: `${rss} MB`, met: rss < 256 },
  ]
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg().map((l) => Math.round(l * 10) / 10), node: process.version },
    settings: { durationSeconds: opts.duration, connections: 10 },
    rows,
    fixedRate150: fixed,
    eventsScale: scale,
    peakRssMB: rss,
    targets,
    seconds: Math.round((Date.now() - started) / 1000),
  }
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true })
  fs.writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n')
  printTable(results)
}

function printTable({ date, machine, rows, fixedRate150, peakRssMB: rss, targets }) {
  const pad = (v, w) => String(v).padStart(w)
  console.log(`\nFestplan-Benchmark ${date.slice(0, 10)} (${machine.cpus} Kerne, Last ${machine.loadavg.join(' ')}, Node ${machine.node})\n`)
  console.log(`${'Seite'.padEnd(30)}${pad('req/s', 9)}${pad('× healthz', 11)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('Fehler', 8)}${pad('CPU ms/Anfr.', 14)}${pad('JS gzip KB', 12)}`)
  for (const r of rows) {
    console.log(`${r.name.padEnd(30)}${pad(r.rps, 9)}${pad(r.ratio, 11)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}${pad(r.cpuMsPerRequest, 14)}${pad(r.js ? r.js.gzipKB : '–', 12)}`)
  }
  console.log(`${'/tenant/events @150 req/s'.padEnd(30)}${pad(fixedRate150.rps, 9)}${pad('', 11)}${pad(fixedRate150.p50, 9)}${pad(fixedRate150.p99, 9)}${pad(fixedRate150.errors, 8)}${pad(fixedRate150.cpuMsPerRequest, 14)}`)
  console.log(`\nSpitzen-RSS des Servers: ${rss} MB`)
  const heaviest = rows.find((r) => r.js)
  if (heaviest) console.log(`Größte JS-Dateien (${heaviest.name}): ${heaviest.js.largest.map((f) => `${f.file} ${f.gzipKB} KB`).join(', ')}\n`)
  for (const t of targets) console.log(`${t.met ? '✓' : '✗'} ${t.target}: ${t.value}`)
  console.log('\nErgebnisse: bench/results.json')
}

main()
  .catch((error) => {
    console.error(`Benchmark fehlgeschlagen: ${error.stack ?? error.message}`)
    process.exitCode = 1
  })
  .finally(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL')
    if (!opts.keep) fs.rmSync(dataDir, { recursive: true, force: true })
  })
