// npm run lighthouse [-- --port 4400 --min 95]
// Lighthouse (pinned devDependency, docs/decisions/124b-phone-brand-lighthouse.md)
// with Debian's Chromium, offline, against the production build on a fresh
// database: best practices and SEO of the landing page and the sign-in pages.
// Prints every score and each failing audit; exit code 1 below --min.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from './bench/args.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const opts = parseArgs(process.argv.slice(2), { port: 4400, min: 95 })
const port = Number(opts.port)
const min = Number(opts.min)
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'
const PAGES = [
  ['Startseite', '/'],
  ['Anmeldung (Mitarbeiter)', '/tenant-signup?mode=login'],
  ['Registrierung', '/tenant-signup'],
  ['Kunden-Login', '/customer-login?link=neu&tenant=demo'],
]

if (!fs.existsSync(CHROMIUM)) {
  console.error(`Lighthouse braucht Chromium unter ${CHROMIUM} (apt-get install -y chromium).`)
  process.exit(1)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-lighthouse-'))
const server = spawn(process.execPath, [path.join(root, 'scripts/start.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_PATH: path.join(dataDir, 'festplan.db'),
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    SEED_DEMO: 'true',
    WEB_CONCURRENCY: '1',
    FESTPLAN_ACCESS_LOG: '0',
    NODE_ENV: 'production',
  },
})

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('Der Server ist beim Start beendet worden.')
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('Der Server antwortet nicht.')
}

/** @param {string} url */
function audit(url) {
  const out = path.join(dataDir, 'report.json')
  const r = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      `--chrome-path=${CHROMIUM}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      '--only-categories=best-practices,seo',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { encoding: 'utf8' },
  )
  if (r.status !== 0) throw new Error(`Lighthouse ist fehlgeschlagen: ${r.stderr || r.stdout}`)
  return JSON.parse(fs.readFileSync(out, 'utf8'))
}

let failed = false
try {
  await waitForServer()
  for (const [label, pathname] of PAGES) {
    const report = audit(`http://localhost:${port}${pathname}`)
    const scores = Object.values(report.categories).map((c) => `${c.title} ${Math.round(c.score * 100)}`)
    const low = Object.values(report.categories).filter((c) => Math.round(c.score * 100) < min)
    console.log(`${low.length ? '✗' : '✓'} ${label} (${pathname}): ${scores.join(', ')}`)
    for (const a of Object.values(report.audits)) {
      if (a.score !== null && a.score < 1 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
        console.log(`    ${a.id}: ${a.title}`)
    }
    if (low.length) failed = true
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  failed = true
} finally {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
if (failed) console.error(`Lighthouse: mindestens eine Kategorie unter ${min}.`)
process.exit(failed ? 1 : 0)
