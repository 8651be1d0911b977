import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from '~/utils/zod'

// The environment of docs/contracts.md §3. Parsed once; a bad value stops the start with
// one line that names the variable (see formatEnvError).

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default('./data/festplan.db'),
  PUBLIC_URL: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  SEED_DEMO: booleanString.default(true),
  OWNER_EMAIL: z.email().optional(),
  OWNER_PASSWORD: z.string().min(8).optional(),
  FILES_DIR: z.string().trim().min(1).optional(),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(25),
  LITESTREAM_REPLICA_URL: z.string().trim().optional(),
})

export type Env = {
  NODE_ENV: 'development' | 'production' | 'test'
  PORT: number
  DATABASE_PATH: string
  PUBLIC_URL: URL
  SESSION_SECRETS: string[]
  RESEND_API_KEY?: string
  MAIL_FROM: string
  MAIL_OUTBOX_DIR: string
  SEED_DEMO: boolean
  OWNER_EMAIL?: string
  OWNER_PASSWORD?: string
  /** uploaded files: FILES_DIR, default `files/` beside the database */
  FILES_DIR: string
  MAX_UPLOAD_MB: number
  /**
   * LITESTREAM_REPLICA_URL is set: Litestream (run by the primary, scripts/serve.js)
   * replicates the database and does its WAL checkpoints (docs/decisions/134-litestream.md)
   */
  REPLICATED: boolean
}

export class EnvError extends Error {}

function parsePublicUrl(value: string | undefined, port: number): URL {
  const raw = value && value.trim() !== '' ? value.trim() : `http://localhost:${port}`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new EnvError(`PUBLIC_URL ist ungültig: "${raw}" ist keine URL (Beispiel: https://festplan.app)`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EnvError(`PUBLIC_URL ist ungültig: "${raw}" muss mit http:// oder https:// beginnen`)
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    throw new EnvError(`PUBLIC_URL ist ungültig: "${raw}" darf nur Schema, Host und Port enthalten`)
  }
  return url
}

/** SESSION_SECRET, or a secret made once and kept beside the database. */
function resolveSecrets(value: string | undefined, databasePath: string): string[] {
  if (value && value.trim() !== '') {
    const secrets = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    if (secrets.some((s) => s.length < 16)) {
      throw new EnvError('SESSION_SECRET ist ungültig: jedes Geheimnis braucht mindestens 16 Zeichen')
    }
    return secrets
  }
  const dir = path.dirname(path.resolve(databasePath))
  const file = path.join(dir, '.session-secret')
  fs.mkdirSync(dir, { recursive: true })
  try {
    const existing = fs.readFileSync(file, 'utf8').trim()
    if (existing) return [existing]
  } catch {
    // not there yet: made below
  }
  const secret = randomBytes(32).toString('hex')
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return [secret]
  } catch {
    // another process won the race: use its secret
    return [fs.readFileSync(file, 'utf8').trim()]
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = rawSchema.safeParse(source)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = String(issue?.path[0] ?? 'Umgebung')
    throw new EnvError(`${name} ist ungültig: ${issue?.message ?? 'unbekannter Fehler'}`)
  }
  const raw = result.data
  const publicUrl = parsePublicUrl(raw.PUBLIC_URL, raw.PORT)
  if (raw.OWNER_EMAIL && !raw.OWNER_PASSWORD) {
    throw new EnvError('OWNER_PASSWORD fehlt: OWNER_EMAIL ist gesetzt, das Passwort (mind. 8 Zeichen) nicht')
  }
  return {
    NODE_ENV: raw.NODE_ENV,
    PORT: raw.PORT,
    DATABASE_PATH: raw.DATABASE_PATH,
    PUBLIC_URL: publicUrl,
    SESSION_SECRETS: resolveSecrets(raw.SESSION_SECRET, raw.DATABASE_PATH),
    RESEND_API_KEY: raw.RESEND_API_KEY,
    MAIL_FROM: raw.MAIL_FROM ?? 'Festplan <noreply@festplan.app>',
    MAIL_OUTBOX_DIR: raw.MAIL_OUTBOX_DIR,
    SEED_DEMO: raw.SEED_DEMO,
    OWNER_EMAIL: raw.OWNER_EMAIL?.toLowerCase(),
    OWNER_PASSWORD: raw.OWNER_PASSWORD,
    FILES_DIR: path.resolve(raw.FILES_DIR ?? path.join(path.dirname(path.resolve(raw.DATABASE_PATH)), 'files')),
    MAX_UPLOAD_MB: raw.MAX_UPLOAD_MB,
    REPLICATED: Boolean(raw.LITESTREAM_REPLICA_URL),
  }
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Tests change process.env between files; this forgets the parsed copy. */
export function resetEnvForTests() {
  cached = undefined
}

export function isHttps() {
  return getEnv().PUBLIC_URL.protocol === 'https:'
}
