import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeEach, inject, vi } from 'vitest'
import { closeDatabase } from '~/utils/db.server'
import { resetEnvForTests } from '~/utils/env.server'
import { resetCookiesForTests } from '~/utils/cookies.server'
import { applyFuzzSeed } from './fuzz-seed'

// A fresh copy of the migrated template database for every test file.
const runDir = inject('festplanRunDir')
const dir = path.join(runDir, `w${process.env.VITEST_POOL_ID ?? '0'}-${process.pid}-${Date.now()}`)
fs.mkdirSync(dir, { recursive: true })
fs.copyFileSync(path.join(runDir, 'template.db'), path.join(dir, 'test.db'))

process.env.NODE_ENV = 'test'
process.env.DATABASE_PATH = path.join(dir, 'test.db')
process.env.MAIL_OUTBOX_DIR = path.join(dir, 'outbox')
process.env.SESSION_SECRET = 'test-secret-0123456789abcdef'
process.env.PUBLIC_URL = 'http://localhost:3000'
process.env.SEED_DEMO = 'false'
process.env.FESTPLAN_GET_WRITE_GUARD = 'throw'
delete process.env.RESEND_API_KEY
resetEnvForTests()
resetCookiesForTests()
applyFuzzSeed()

// Unexpected console.error fails the test (docs/conventions.md §7).
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`)
  })
})

afterAll(() => {
  closeDatabase()
})
