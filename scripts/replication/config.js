// Off-site replication (docs/operations.md, docs/decisions/134-litestream.md):
// which replica the environment names, the Litestream configuration for it,
// and where Litestream's binary lives.
//
//   LITESTREAM_REPLICA_URL         s3://bucket/prefix or file:///absolute/path; unset: no replication
//   LITESTREAM_ACCESS_KEY_ID       S3 credentials (else AWS_ACCESS_KEY_ID, as Litestream reads them)
//   LITESTREAM_SECRET_ACCESS_KEY   (else AWS_SECRET_ACCESS_KEY)
//   LITESTREAM_ENDPOINT            S3-compatible store, e.g. https://fly.storage.tigris.dev
//                                  (else AWS_ENDPOINT_URL_S3, which `fly storage create` sets)
//   LITESTREAM_REGION              (else AWS_REGION, else us-east-1)
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)

/** How often Litestream ships new WAL frames (its default is 1 s as well; stated here because the RPO rests on it). */
export const SYNC_INTERVAL = '1s'
/** A full snapshot a day bounds how much WAL a restore replays; a week of them allows point-in-time restores that far back. */
export const SNAPSHOT_INTERVAL = '24h'
export const RETENTION = '168h'

export class ReplicationConfigError extends Error {}

/** @typedef {{ url: string, type: 's3', bucket: string, prefix: string, endpoint: string, customEndpoint: boolean, region: string, accessKeyId: string, secretAccessKey: string }} S3Replica */
/** @typedef {{ url: string, type: 'file', dir: string }} FileReplica */
/** @typedef {S3Replica | FileReplica} ReplicaConfig */

/**
 * The replica the environment names, or null when LITESTREAM_REPLICA_URL is
 * unset. Throws ReplicationConfigError for anything Litestream could not use.
 * @param {Record<string, string | undefined>} env
 * @returns {null | ReplicaConfig}

 */
export function replicationConfig(env = process.env) {
  const raw = env.LITESTREAM_REPLICA_URL?.trim()
  if (!raw) return null
  let url
  try {
    url = new URL(raw)
  } catch {
    throw new ReplicationConfigError(
      `LITESTREAM_REPLICA_URL ist ungültig: "${raw}" ist keine URL (Beispiel: s3://bucket/festplan oder file:///mnt/replica)`,
    )
  }
  if (url.protocol === 'file:') {
    const dir = fileURLToPath(url)
    return { url: url.href, type: 'file', dir }
  }
  if (url.protocol !== 's3:') {
    throw new ReplicationConfigError(
      `LITESTREAM_REPLICA_URL ist ungültig: "${raw}" muss mit s3:// oder file:// beginnen`,
    )
  }
  const bucket = url.hostname
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '')
  if (!bucket)
    throw new ReplicationConfigError(
      `LITESTREAM_REPLICA_URL ist ungültig: "${raw}" nennt keinen Bucket (s3://bucket/pfad)`,
    )
  const accessKeyId = env.LITESTREAM_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || ''
  const secretAccessKey = env.LITESTREAM_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || ''
  if (!accessKeyId || !secretAccessKey) {
    throw new ReplicationConfigError(
      'LITESTREAM_ACCESS_KEY_ID und LITESTREAM_SECRET_ACCESS_KEY fehlen (für ein s3://-Replikat nötig)',
    )
  }
  const region = env.LITESTREAM_REGION || env.AWS_REGION || 'us-east-1'
  const rawEndpoint = (env.LITESTREAM_ENDPOINT || env.AWS_ENDPOINT_URL_S3 || '').trim()
  const endpoint = rawEndpoint
    ? (/^https?:\/\//.test(rawEndpoint) ? rawEndpoint : `https://${rawEndpoint}`).replace(/\/+$/, '')
    : `https://s3.${region}.amazonaws.com`
  return {
    url: `s3://${bucket}/${prefix}`,
    type: 's3',
    bucket,
    prefix,
    endpoint,
    customEndpoint: Boolean(rawEndpoint),
    region,
    accessKeyId,
    secretAccessKey,
  }
}

/** The replica without credentials, for logs and /healthz. @param {ReplicaConfig} config */
export function describeReplica(config) {
  return config.type === 'file' ? config.url : `${config.url}${config.customEndpoint ? ` (${config.endpoint})` : ''}`
}

/**
 * Writes a Litestream configuration for one database and returns its path.
 * Credentials stay in the environment (Litestream reads LITESTREAM_ACCESS_KEY_ID
 * itself); values are written as JSON strings, which YAML reads as they are.
 * @param {string} dbPath
 * @param {ReplicaConfig} config
 */
export function writeLitestreamConfig(dbPath, config, dir = os.tmpdir()) {
  const q = JSON.stringify
  const replica =
    config.type === 'file'
      ? [`      - type: file`, `        path: ${q(config.dir)}`]
      : [
          `      - type: s3`,
          `        bucket: ${q(config.bucket)}`,
          `        path: ${q(config.prefix)}`,
          `        region: ${q(config.region)}`,
          ...(config.customEndpoint
            ? [`        endpoint: ${q(config.endpoint)}`, `        force-path-style: true`]
            : []),
        ]
  const yaml = [
    'dbs:',
    `  - path: ${q(path.resolve(dbPath))}`,
    '    replicas:',
    ...replica,
    `        sync-interval: ${SYNC_INTERVAL}`,
    `        snapshot-interval: ${SNAPSHOT_INTERVAL}`,
    `        retention: ${RETENTION}`,
    '',
  ].join('\n')
  const file = path.join(dir, `festplan-litestream-${process.pid}-${Date.now()}.yml`)
  fs.writeFileSync(file, yaml, { mode: 0o600 })
  return file
}

/** The Litestream binary of Fly.io's per-platform npm package (linux-x64 is a dependency, ADR 134). */
export function litestreamBinary() {
  const pkg = `@flydotio/litestream-${process.platform}-${process.arch}`
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'litestream')
  } catch {
    throw new ReplicationConfigError(
      `Litestream fehlt für ${process.platform}-${process.arch} (npm-Paket ${pkg} nicht installiert)`,
    )
  }
}

/** The status file the supervisor keeps beside the database; /healthz reads it. @param {string} dbPath */
export function statusFileFor(dbPath) {
  return `${path.resolve(dbPath)}-replication.json`
}

/** Litestream's own working folder beside the database (shadow WAL). @param {string} dbPath */

export function shadowDirFor(dbPath) {
  const file = path.resolve(dbPath)
  return path.join(path.dirname(file), `.${path.basename(file)}-litestream`)
}
