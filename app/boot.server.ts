import fs from 'node:fs'
import path from 'node:path'
import { ensureOwner, seedDemo } from '~/db/seed.server'
import { deleteExpiredSessions } from '~/models/session.server'
import { EnvError, getEnv } from '~/utils/env.server'
import { closeDatabase, getDb, refreshPlannerStats } from '~/utils/db.server'
import { installRequestContext } from '~/utils/request-context.server'
import { startBackgroundJobs, stopBackgroundJobs } from '~/utils/background.server'
import '~/jobs/index.server'

let booted = false

/**
 * Whether this process sets the database up (migrations, seed, owner). `npm
 * start` (scripts/serve.js) forks several workers: the first one does it
 * before the others are started, the others (and replacements) get
 * FESTPLAN_BOOT=0. Unset (dev server, a single process): this one does it.
 */
export function setsUpDatabase() {
  return process.env.FESTPLAN_BOOT !== '0'
}

/**
 * Once per process, before the first request: check the environment (one line
 * and exit on error), apply migrations, seed a new database, ensure the owner.
 */
export function boot() {
  if (booted) return
  booted = true
  let env
  try {
    env = getEnv()
    installRequestContext(env.PUBLIC_URL.protocol)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Festplan kann nicht starten: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  if (process.env.VITEST) return
  if (setsUpDatabase()) {
    const isNew = !fs.existsSync(path.resolve(env.DATABASE_PATH))
    getDb() // opens and migrates
    deleteExpiredSessions()
    if (env.OWNER_EMAIL && env.OWNER_PASSWORD) ensureOwner(env.OWNER_EMAIL, env.OWNER_PASSWORD)
    if (env.SEED_DEMO) {
      const seeded = seedDemo({ isNewDatabase: isNew })
      if (seeded) printDemo(seeded.customerLink)
    }
  }
  refreshPlannerStats()
  startBackgroundJobs()
  const ready = `Festplan bereit: ${env.PUBLIC_URL.origin} (Mails: ${env.RESEND_API_KEY ? 'Resend' : env.MAIL_OUTBOX_DIR})`
  // Under scripts/serve.js the primary prints it once, after the port is bound.
  if (process.send && process.env.FESTPLAN_WORKER === '1') process.send({ type: 'festplan:booted', ready })
  else console.log(ready)
}

/** Graceful shutdown of a server process: no new background runs, WAL checkpoint, close. */
export function shutdownServerProcess() {
  stopBackgroundJobs()
  closeDatabase({ checkpoint: true })
}

function printDemo(customerLink: string | null) {
  const lines = [
    '',
    'Demo-Zugänge (Mandant "demo", Demo Events GmbH):',
    '  Plattform-Betreiber  owner@festplan.example / festplan-owner   → /owner-login',
    '  Mandanten-Admin      admin@demo.example     / festplan-demo    → /tenant-signup?mode=login',
    '  Planer               planer@demo.example    / festplan-demo    → /tenant-signup?mode=login',
  ]
  if (customerLink) lines.push(`  Endkunden-Link       ${customerLink}`)
  lines.push('')
  console.log(lines.join('\n'))
}
