import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { closeDatabase } from '~/utils/db.server'
import { resetEnvForTests } from '~/utils/env.server'

/**
 * Switches the test to a new copy of the migrated template database (for a
 * `beforeEach`): for tests of what happens to a whole database, such as the
 * demo seed, which must not see what an earlier test of the file wrote.
 */
export function freshDatabase() {
  closeDatabase()
  const dir = path.join(inject('festplanRunDir'), `fresh-${process.pid}-${crypto.randomUUID()}`)
  fs.mkdirSync(dir, { recursive: true })
  fs.copyFileSync(path.join(inject('festplanRunDir'), 'template.db'), path.join(dir, 'test.db'))
  process.env.DATABASE_PATH = path.join(dir, 'test.db')
  resetEnvForTests()
}
