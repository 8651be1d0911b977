// Browser tests: Debian's Chromium (installed with apt-get when missing and
// running as root), a fresh data folder, then Playwright.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium fehlt (${CHROMIUM}). Bitte als root "apt-get update && apt-get install -y chromium" ausführen.`,
    )
    process.exit(1)
  }
  console.log('Installiere Debians Chromium …')
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
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
