import fs from 'node:fs'
import path from 'node:path'
import { ensureOwner, seedDemo } from '~/db/seed.server'
import { deleteExpiredSessions } from '~/models/session.server'
import { EnvError, getEnv } from './env.server'
import { getDb, refreshPlannerStats } from './db.server'
import { installRequestContext } from './request-context.server'
import { startBackgroundJobs } from './background.server'
import '~/jobs/index.server'

let booted = false

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
  const isNew = !fs.existsSync(path.resolve(env.DATABASE_PATH))
  getDb() // opens and migrates
  deleteExpiredSessions()
  if (env.OWNER_EMAIL && env.OWNER_PASSWORD) ensureOwner(env.OWNER_EMAIL, env.OWNER_PASSWORD)
  if (env.SEED_DEMO) {
    const seeded = seedDemo({ isNewDatabase: isNew })
    if (seeded) printDemo(seeded.customerLink)
  }
  refreshPlannerStats()
  startBackgroundJobs()
  console.log(`Festplan bereit: ${env.PUBLIC_URL.origin} (Mails: ${env.RESEND_API_KEY ? 'Resend' : env.MAIL_OUTBOX_DIR})`)
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
