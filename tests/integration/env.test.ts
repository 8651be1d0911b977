import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '~/utils/env.server'

const made: string[] = []
function tmpDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-env-'))
  made.push(dir)
  return dir
}
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

const base = () => ({
  DATABASE_PATH: path.join(tmpDir(), 'festplan.db'),
  SESSION_SECRET: 'a-secret-of-16-chars-at-least',
})

function errorOf(source: Record<string, string | undefined>) {
  try {
    parseEnv(source)
  } catch (error) {
    return error
  }
  throw new Error('parseEnv did not throw')
}

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({ SESSION_SECRET: 'a-secret-of-16-chars-at-least' })
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_PATH).toBe('./data/festplan.db')
    expect(env.PUBLIC_URL.origin).toBe('http://localhost:3000')
    expect(env.MAIL_OUTBOX_DIR).toBe('./data/outbox')
    expect(env.SEED_DEMO).toBe(true)
    expect(env.RESEND_API_KEY).toBeUndefined()
  })

  it('derives PUBLIC_URL from PORT', () => {
    expect(parseEnv({ ...base(), PORT: '4321' }).PUBLIC_URL.origin).toBe('http://localhost:4321')
  })

  it.each([
    ['ftp://festplan.app', 'http:// oder https://'],
    ['keine url', 'keine URL'],
    ['https://festplan.app/pfad', 'nur Schema, Host und Port'],
    ['https://festplan.app/?x=1', 'nur Schema, Host und Port'],
  ])('a bad PUBLIC_URL %j stops with one line naming PUBLIC_URL', (value, reason) => {
    const error = errorOf({ ...base(), PUBLIC_URL: value })
    expect(error).toBeInstanceOf(EnvError)
    const message = (error as EnvError).message
    expect(message).toMatch(/^PUBLIC_URL ist ungültig/)
    expect(message).toContain(reason)
    expect(message).not.toContain('\n')
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SEED_DEMO', 'vielleicht'],
    ['OWNER_EMAIL', 'kein-at-zeichen'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_PATH', ''],
  ])('a garbage %s (%j) stops with one line naming it', (name, value) => {
    const error = errorOf({ ...base(), [name]: value })
    expect(error).toBeInstanceOf(EnvError)
    expect((error as EnvError).message.startsWith(`${name} ist ungültig`)).toBe(true)
    expect((error as EnvError).message).not.toContain('\n')
  })

  it('needs OWNER_PASSWORD when OWNER_EMAIL is set', () => {
    const error = errorOf({ ...base(), OWNER_EMAIL: 'chef@festplan.example' })
    expect((error as EnvError).message).toMatch(/^OWNER_PASSWORD fehlt/)
    const env = parseEnv({ ...base(), OWNER_EMAIL: 'Chef@Festplan.example', OWNER_PASSWORD: 'lang-genug' })
    expect(env.OWNER_EMAIL).toBe('chef@festplan.example')
  })

  it('reads SEED_DEMO=false and RESEND_API_KEY', () => {
    const env = parseEnv({ ...base(), SEED_DEMO: 'false', RESEND_API_KEY: 're_123', MAIL_FROM: 'Festplan <a@b.de>' })
    expect(env.SEED_DEMO).toBe(false)
    expect(env.RESEND_API_KEY).toBe('re_123')
    expect(env.MAIL_FROM).toBe('Festplan <a@b.de>')
  })
})

describe('SESSION_SECRET', () => {
  it('accepts a comma-separated list for rotation, first one signs', () => {
    const env = parseEnv({ ...base(), SESSION_SECRET: 'new-secret-0123456789, old-secret-0123456789' })
    expect(env.SESSION_SECRETS).toEqual(['new-secret-0123456789', 'old-secret-0123456789'])
  })

  it('refuses a secret shorter than 16 characters, naming SESSION_SECRET', () => {
    const error = errorOf({ ...base(), SESSION_SECRET: 'long-enough-secret-1,kurz' })
    expect((error as EnvError).message).toMatch(/^SESSION_SECRET ist ungültig/)
  })

  it('without SESSION_SECRET makes one secret beside the database and reuses it', () => {
    const dir = tmpDir()
    const source = { DATABASE_PATH: path.join(dir, 'sub', 'festplan.db') }
    const first = parseEnv(source).SESSION_SECRETS
    const file = path.join(dir, 'sub', '.session-secret')
    expect(fs.existsSync(file)).toBe(true)
    expect(first).toEqual([fs.readFileSync(file, 'utf8').trim()])
    expect(first[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(parseEnv(source).SESSION_SECRETS).toEqual(first)
  })
})
