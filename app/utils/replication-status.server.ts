import fs from 'node:fs'
import path from 'node:path'
import { getEnv } from './env.server'

// The state the replication supervisor (scripts/replication/supervisor.js, in
// the primary process) writes beside the database about four times a second.

/** Older than this, the supervisor is not writing: Litestream and the file sync are not running. */
const STALE_MS = 5_000

export type ReplicationHealth = {
  /** age of the oldest write (row or file) the replica has not confirmed yet; 0 when it has everything */
  lagSeconds: number
  pendingFiles: number
  lastUploadAt: string | null
  running: boolean
  lastError: string | null
  /** when the supervisor last looked (the figures describe that moment) */
  checkedAt: string | null
}

type StatusFile = Partial<ReplicationHealth> & { updatedAt?: string }

/**
 * Tenths of a second, rounded up: 0 means the replica has everything, so a
 * write of a few milliseconds ago must not read as 0 (the nudge keeps 0.3,
 * stored as 0.30000000000000004, from becoming 0.4).
 */
function upToTenth(seconds: number) {
  return seconds > 0 ? Math.max(1, Math.ceil(seconds * 10 - 1e-9)) / 10 : 0
}

/** null without replication; otherwise the supervisor's last word, marked not running when it is stale or missing. */
export function replicationHealth(now = Date.now()): ReplicationHealth | null {
  const env = getEnv()
  if (!env.REPLICATED) return null
  let status: StatusFile = {}
  try {
    status = JSON.parse(fs.readFileSync(`${path.resolve(env.DATABASE_PATH)}-replication.json`, 'utf8')) as StatusFile
  } catch {
    // not written yet, or being replaced: reported as not running
  }
  const updatedAt = status.updatedAt ? Date.parse(status.updatedAt) : NaN
  const fresh = Number.isFinite(updatedAt) && now - updatedAt < STALE_MS
  return {
    lagSeconds: upToTenth(status.lagSeconds ?? 0),
    pendingFiles: status.pendingFiles ?? 0,
    lastUploadAt: status.lastUploadAt ?? null,
    running: fresh && status.running === true,
    lastError: status.lastError ?? null,
    checkedAt: status.updatedAt ?? null,
  }
}
