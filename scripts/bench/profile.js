// CPU profiles of the measured pages: node scripts/bench/profile.js [--port 4252 --seconds 5 --skip-build --top 12 --out DIR]
// Seeds the benchmark database (seed.js, 5,000 invoices), then for each page
// starts the production server with one worker under `node --cpu-prof`,
// loads the page for --seconds with autocannon, stops the server (the
// profile is written at exit) and prints the page's top functions: self time
// (where the CPU is) and total time of a few known call trees (route
// matching, React rendering, static files, SQLite). The raw .cpuprofile files
// stay in --out (a temp folder unless given); docs/benchmarks.md keeps only
// the summaries.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from './args.js'
import { load, warmUp } from './measure.js'
import { prepareData, signIns, targetPages } from './pages.js'
import { seedBench } from './seed.js'
import { ensureBuild, killGroup, startServer, stopServer, waitHealthy } from './server.js'
import { summarize } from './profile-summary.js'

const opts = parseArgs(process.argv.slice(2), { port: 4252, seconds: 5, skipBuild: false, top: 12, out: '', only: '' })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-profile-'))
const outDir = opts.out ? path.resolve(opts.out) : path.join(dataDir, 'profiles')
fs.mkdirSync(outDir, { recursive: true })

/** @type {import('./server.js').Server | null} */
let current = null

/** @param {string} serverBuild @param {string[]} [nodeArgs] */
async function serverWith(serverBuild, nodeArgs = []) {
  const server = (current = startServer({ serverBuild, port: opts.port, dataDir, seedDemo: false, workers: 1, nodeArgs }))
  await waitHealthy(server)
  return server
}

async function main() {
  const serverBuild = opts.skipBuild ? ensureBuild() : ensureBuild({ force: true })
  await stopServer(await serverWith(serverBuild))
  const dbPath = path.join(dataDir, 'festplan.db')
  const seeded = seedBench(dbPath)
  const data = prepareData(dbPath, seeded)
  let server = await serverWith(serverBuild)
  const cookies = await signIns(server.base, seeded)
  await stopServer(server)
  const pages = [{ name: '/healthz', key: 'healthz', url: `http://127.0.0.1:${opts.port}/healthz`, cookie: '' }, ...targetPages(`http://127.0.0.1:${opts.port}`, cookies, seeded, data)]
  const only = opts.only ? opts.only.split(',') : null
  for (const page of pages.filter((p) => !only || only.includes(p.key))) {
    const dir = path.join(outDir, page.key)
    fs.mkdirSync(dir, { recursive: true })
    server = await serverWith(serverBuild, ['--cpu-prof', `--cpu-prof-dir=${dir}`])
    /** @type {Record<string, string>} */
    const headers = page.cookie ? { cookie: page.cookie } : {}

    await warmUp(page.url, headers)
    const loadStart = Date.now()
    const result = await load({ url: page.url, headers, duration: opts.seconds })
    const loadEnd = Date.now()
    await stopServer(server)
    const exited = Date.now()
    // the largest profile is the worker's (the primary only forks and waits)
    const [file] = fs.readdirSync(dir).map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
    const summary = summarize(JSON.parse(fs.readFileSync(file, 'utf8')), { top: opts.top, window: [exited - loadStart, exited - loadEnd] })
    console.log(`\n## ${page.name}: ${result.requests} Anfragen in ${opts.seconds} s (${result.rps} req/s), ${summary.busyMs} ms CPU im Worker während der Last, ${(summary.busyMs / result.requests).toFixed(2)} ms je Anfrage`)
    console.log('\n| Funktion (eigene Zeit) | Datei | % |\n|---|---|---:|')
    for (const e of summary.self) console.log(`| ${e.name} | ${e.where} | ${e.percent} |`)
    console.log('\n| Aufrufbaum (gesamt) | % |\n|---|---:|')
    for (const e of summary.trees) console.log(`| ${e.name} | ${e.percent} |`)
  }
  console.log(`\nProfile: ${outDir}`)
}

main()
  .catch((error) => {
    console.error(`Profil fehlgeschlagen: ${error.stack ?? error.message}`)
    process.exitCode = 1
  })
  .finally(() => {
    if (current && current.child.exitCode === null) killGroup(current)
    if (!opts.out) fs.rmSync(dataDir, { recursive: true, force: true })
  })
