import fs from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { closeDatabase, getSqlite } from '~/utils/db.server'
import { getEnv, resetEnvForTests } from '~/utils/env.server'
import { replicationHealth } from '~/utils/replication-status.server'

// With LITESTREAM_REPLICA_URL the app leaves WAL checkpoints to Litestream
// (docs/decisions/134-litestream.md) and /healthz reads the supervisor's status.

function replicated(on: boolean) {
  if (on) process.env.LITESTREAM_REPLICA_URL = 'file:///tmp/festplan-replica-test'
  else delete process.env.LITESTREAM_REPLICA_URL
  resetEnvForTests()
  closeDatabase()
}

afterEach(() => replicated(false))

describe('Datenbank unter Replikation', () => {
  it('ohne Replikat bleibt SQLites automatischer Checkpoint an und /healthz meldet keine Replikation', () => {
    replicated(false)
    expect(getSqlite().pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
    expect(replicationHealth()).toBeNull()
  })

  it('mit Replikat checkpointet nur Litestream', () => {
    replicated(true)
    expect(getSqlite().pragma('wal_autocheckpoint', { simple: true })).toBe(0)
  })

  it('liest den Stand des Supervisors und meldet ihn als nicht laufend, wenn er älter als 5 s ist oder fehlt', () => {
    replicated(true)
    const file = `${getEnv().DATABASE_PATH}-replication.json`
    fs.rmSync(file, { force: true })
    expect(replicationHealth()).toEqual({
      lagSeconds: 0,
      pendingFiles: 0,
      lastUploadAt: null,
      running: false,
      lastError: null,
      checkedAt: null,
    })

    const checkedAt = '2026-11-26T10:00:00.000Z'
    fs.writeFileSync(
      file,
      JSON.stringify({
        running: true,
        updatedAt: checkedAt,
        lastUploadAt: '2026-11-26T09:59:59.500Z',
        lagSeconds: 1.26,
        pendingFiles: 1,
        lastError: null,
      }),
    )
    const at = Date.parse(checkedAt)
    expect(replicationHealth(at + 1_000)).toEqual({
      lagSeconds: 1.3,
      pendingFiles: 1,
      lastUploadAt: '2026-11-26T09:59:59.500Z',
      running: true,
      lastError: null,
      checkedAt,
    })
    expect(replicationHealth(at + 6_000)?.running).toBe(false)
    fs.rmSync(file)
  })

  it('meldet eine Verzögerung von 0 nur, wenn das Replikat alles hat: ein Schreibvorgang von vor 32 ms zählt als 0,1 s', () => {
    replicated(true)
    const file = `${getEnv().DATABASE_PATH}-replication.json`
    const checkedAt = '2026-11-26T10:00:00.000Z'
    const status = (lagSeconds: number) =>
      fs.writeFileSync(file, JSON.stringify({ running: true, updatedAt: checkedAt, lagSeconds, pendingFiles: 0 }))
    const at = Date.parse(checkedAt)
    status(0.032)
    expect(replicationHealth(at)?.lagSeconds).toBe(0.1)
    status(0.3)
    expect(replicationHealth(at)?.lagSeconds).toBe(0.3)
    status(0)
    expect(replicationHealth(at)?.lagSeconds).toBe(0)
    fs.rmSync(file)
  })
})
