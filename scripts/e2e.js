// Browser tests: Debian's Chromium headless shell (installed with apt-get when
// missing and running as root; ADR 142t), a fresh data folder, then Playwright.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell'
const PACKAGE = CHROMIUM.endsWith('headless-shell') ? 'chromium-headless-shell' : 'chromium'

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium fehlt (${CHROMIUM}). Bitte als root "apt-get update && apt-get install -y ${PACKAGE}" ausführen.`,
    )
    process.exit(1)
  }
  console.log(`Installiere Debians Chromium (${PACKAGE}) …`)
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', PACKAGE]]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (r.status !== 0) {
      console.error('Chromium konnte nicht installiert werden.')
      process.exit(1)
    }
  }
}

const port = process.env.E2E_PORT ?? '4173'
fs.rmSync(process.env.E2E_DATA ?? `tests/.e2e-${port}`, { recursive: true, force: true })

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
})
process.exit(result.status ?? 1)
