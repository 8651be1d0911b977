// npm test: typecheck, lint, unit + integration (vitest), durability (crash,
// concurrent writers, backup), browser (Playwright).
import { spawnSync } from 'node:child_process'

/** @type {[label: string, cmd: string, args: string[]][]} */
const steps = [
  // app and tests (tsconfig.json), then scripts/ (tsconfig.scripts.json: checkJs, strict)
  ['Typprüfung', 'npm', ['run', '--silent', 'typecheck']],

  ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['Unit- und Integrationstests', 'npx', ['vitest', 'run']],
  // CI sizes: 20 kill -9 rounds, 10 s of two writing servers, backup + restore under load
  ['Dauerhaftigkeit', 'npx', ['vitest', 'run', '--config', 'vitest.durability.config.ts']],
  ['Browsertests', process.execPath, ['scripts/e2e.js']],
]

for (const [label, cmd, args] of steps) {
  console.log(`\n▶ ${label}`)
  const started = Date.now()
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`✗ ${label} fehlgeschlagen`)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}
