// npm test: every layer of docs/testing.md.
//   1. typecheck, lint and the production build side by side (each mostly
//      waits on one core);
//   2. vitest (unit, integration, security), then the browser tests, then
//      durability, one after the other: each of them keeps both cores busy on
//      its own, and run side by side they only push each other's tests past
//      their time limits (measured in docs/testing.md).
// Each step writes its output to test-results/logs/<step>.log; the console
// gets one line per step and, for a failed step, the end of its log. Every
// step runs even after a failure, so one run shows everything that is red.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const LOG_DIR = path.resolve('test-results/logs')
/** Lines of a failed step's log printed to the console (the whole log stays in LOG_DIR). */
const FAILURE_TAIL = 250

/** @typedef {{ label: string, log: string, cmd: string, args: string[], summary?: RegExp }} Step */

/** @type {Step[][]} */
const phases = [
  [
    // app and tests (tsconfig.json), then scripts/ (tsconfig.scripts.json: checkJs, strict)
    { label: 'Typprüfung', log: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
    { label: 'Lint und Format', log: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
    // the one production build the browser and durability tests (and the server-start test) share
    { label: 'Produktions-Build', log: 'build', cmd: process.execPath, args: ['scripts/ensure-build.js'] },
  ],
  [
    {
      label: 'Unit-, Integrations- und Sicherheitstests',
      log: 'vitest',
      cmd: 'npx',
      args: ['vitest', 'run'],
      summary: /^\s*(Test Files|Tests|Errors|Duration)\b|FUZZ_SEED=/,
    },
  ],
  [
    {
      label: 'Browsertests',
      log: 'e2e',
      cmd: process.execPath,
      args: ['scripts/e2e.js'],
      summary: /^\s*\d+ (passed|failed|flaky|skipped|did not run)\b/,
    },
  ],
  [
    // CI sizes: 20 kill -9 rounds, 10 s of two writing servers, backup + restore under load
    {
      label: 'Dauerhaftigkeit',
      log: 'durability',
      cmd: 'npx',
      args: ['vitest', 'run', '--config', 'vitest.durability.config.ts'],
      summary: /^\s*(Test Files|Tests|Errors|Duration)\b/,
    },
  ],
]

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** @param {Step} step @returns {Promise<boolean>} */
function run(step) {
  const file = path.join(LOG_DIR, `${step.log}.log`)
  const out = fs.openSync(file, 'w')
  const started = Date.now()
  console.log(`▶ ${step.label} (Protokoll: ${path.relative(process.cwd(), file)})`)
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    })
    child.on('close', (code) => {
      fs.closeSync(out)
      const text = fs.readFileSync(file, 'utf8')
      const ok = code === 0
      console.log(
        `${ok ? '✓' : '✗'} ${step.label} (${seconds(Date.now() - started)})${ok ? '' : ` fehlgeschlagen, Exit-Code ${code}`}`,
      )
      if (ok && step.summary)
        for (const line of text.split('\n').filter((l) => step.summary?.test(l))) console.log(`    ${line.trim()}`)
      if (!ok) {
        const lines = text.trimEnd().split('\n')
        console.log(
          `── Ende des Protokolls ${path.relative(process.cwd(), file)} (${Math.min(lines.length, FAILURE_TAIL)} von ${lines.length} Zeilen) ──`,
        )
        console.log(lines.slice(-FAILURE_TAIL).join('\n'))
        console.log('── Ende ──')
      }
      resolve(ok)
    })
  })
}

fs.mkdirSync(LOG_DIR, { recursive: true })
const started = Date.now()
/** @type {string[]} */
const failed = []
for (const phase of phases) {
  const results = await Promise.all(phase.map(run))
  phase.forEach((step, i) => results[i] || failed.push(step.label))
}
console.log(`\nnpm test: ${seconds(Date.now() - started)} in allem`)
if (failed.length > 0) {
  console.error(`✗ fehlgeschlagen: ${failed.join(', ')}`)
  process.exit(1)
}
console.log('✓ alle Schritte grün')
