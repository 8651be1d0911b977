import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import type { TestProject } from 'vitest/node'

// Built once per run by the migrator; every test file copies it (fast, isolated).
// Each run has its own folder, so runs side by side never delete each other's files.
export const TMP_DIR = path.resolve('tests/.tmp')
const STALE_MS = 6 * 3_600_000

declare module 'vitest' {
  export interface ProvidedContext {
    festplanRunDir: string
    fuzzSeed: number
  }
}

// vitest calls this once per project (vitest.config.ts), each time from a
// fresh copy of this module but in the same process: the projects of one run
// share the template database and the seed through the process environment.
const RUN = 'FESTPLAN_VITEST_RUN'

export default function setup(project: TestProject) {
  const shared = process.env[RUN]
    ? (JSON.parse(process.env[RUN]) as { runDir: string; seed: number })
    : { runDir: templateDatabase(), seed: fuzzSeed() }
  process.env[RUN] = JSON.stringify(shared)
  project.provide('festplanRunDir', shared.runDir)
  project.provide('fuzzSeed', shared.seed)
  return () => fs.rmSync(shared.runDir, { recursive: true, force: true })
}

function templateDatabase() {
  fs.mkdirSync(TMP_DIR, { recursive: true })
  for (const entry of fs.readdirSync(TMP_DIR)) {
    const full = path.join(TMP_DIR, entry)
    if (Date.now() - fs.statSync(full).mtimeMs > STALE_MS) fs.rmSync(full, { recursive: true, force: true })
  }
  const runDir = path.join(TMP_DIR, `run-${process.pid}-${Date.now()}`)
  fs.mkdirSync(runDir, { recursive: true })
  const sqlite = new Database(path.join(runDir, 'template.db'))
  sqlite.pragma('journal_mode = DELETE')
  migrate(drizzle(sqlite), { migrationsFolder: path.resolve('drizzle') })
  sqlite.close()
  return runDir
}

/** FUZZ_SEED from the environment, or a random one; printed once, so any failure of the run can be replayed. */
function fuzzSeed() {
  const given = process.env.FUZZ_SEED
  if (given !== undefined && !/^-?\d{1,10}$/.test(given))
    throw new Error(`FUZZ_SEED must be a whole number, got '${given}'`)
  const seed = given === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(given)
  console.log(
    `fast-check: FUZZ_SEED=${seed}${given === undefined ? ' (random; set FUZZ_SEED to replay a run)' : ' (from the environment)'}`,
  )
  return seed
}
