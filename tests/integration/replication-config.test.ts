import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { replicationConfig, writeLitestreamConfig } from '../../scripts/replication/config.js'
import { parseTimestamp } from '../../scripts/replication/restore.js'

// What LITESTREAM_REPLICA_URL and its companions turn into (docs/operations.md).

describe('replicationConfig', () => {
  it('ist ohne LITESTREAM_REPLICA_URL aus', () => {
    expect(replicationConfig({})).toBeNull()
    expect(replicationConfig({ LITESTREAM_REPLICA_URL: '  ' })).toBeNull()
  })

  it('nimmt die Secrets von fly storage create (AWS_*) als Rückfall', () => {
    const config = replicationConfig({
      LITESTREAM_REPLICA_URL: 's3://festplan-replica/festplan',
      AWS_ACCESS_KEY_ID: 'tid_key',
      AWS_SECRET_ACCESS_KEY: 'tsec_secret',
      AWS_ENDPOINT_URL_S3: 'https://fly.storage.tigris.dev',
      AWS_REGION: 'auto',
    })
    expect(config).toEqual({
      url: 's3://festplan-replica/festplan',
      type: 's3',
      bucket: 'festplan-replica',
      prefix: 'festplan',
      endpoint: 'https://fly.storage.tigris.dev',
      customEndpoint: true,
      region: 'auto',
      accessKeyId: 'tid_key',
      secretAccessKey: 'tsec_secret',
    })
  })

  it('bevorzugt die LITESTREAM_-Variablen und schreibt keine Zugangsdaten in die Litestream-Konfiguration', () => {
    const config = replicationConfig({
      LITESTREAM_REPLICA_URL: 's3://b/p',
      LITESTREAM_ACCESS_KEY_ID: 'ls-key',
      LITESTREAM_SECRET_ACCESS_KEY: 'ls-secret',
      AWS_ACCESS_KEY_ID: 'aws-key',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      LITESTREAM_ENDPOINT: '127.0.0.1:9000',
    })!
    expect(config).toMatchObject({
      accessKeyId: 'ls-key',
      secretAccessKey: 'ls-secret',
      endpoint: 'https://127.0.0.1:9000',
      region: 'us-east-1',
    })
    const file = writeLitestreamConfig('/data/festplan.db', config)
    try {
      const yaml = fs.readFileSync(file, 'utf8')
      expect(yaml).toContain('path: "/data/festplan.db"')
      expect(yaml).toContain('bucket: "b"')
      expect(yaml).toContain('endpoint: "https://127.0.0.1:9000"')
      expect(yaml).toContain('force-path-style: true')
      expect(yaml).toContain('sync-interval: 1s')
      expect(yaml).not.toContain('ls-secret')
      expect(yaml).not.toContain('ls-key')
    } finally {
      fs.rmSync(file)
    }
  })

  it('nimmt file:// als Ordner', () => {
    expect(replicationConfig({ LITESTREAM_REPLICA_URL: 'file:///mnt/replica/festplan' })).toEqual({
      url: 'file:///mnt/replica/festplan',
      type: 'file',
      dir: '/mnt/replica/festplan',
    })
  })

  it('nennt die Variable bei unbrauchbaren Werten', () => {
    expect(() => replicationConfig({ LITESTREAM_REPLICA_URL: 'ftp://host/x' })).toThrow(
      'LITESTREAM_REPLICA_URL ist ungültig: "ftp://host/x" muss mit s3:// oder file:// beginnen',
    )
    expect(() => replicationConfig({ LITESTREAM_REPLICA_URL: 'kein url' })).toThrow(
      'LITESTREAM_REPLICA_URL ist ungültig: "kein url" ist keine URL',
    )
    expect(() => replicationConfig({ LITESTREAM_REPLICA_URL: 's3://bucket/p' })).toThrow(
      'LITESTREAM_ACCESS_KEY_ID und LITESTREAM_SECRET_ACCESS_KEY fehlen',
    )
  })
})

describe('parseTimestamp', () => {
  it('gibt Litestream UTC im RFC-3339-Format', () => {
    expect(parseTimestamp('2026-11-26T10:30:00+01:00')).toBe('2026-11-26T09:30:00.000Z')
    expect(parseTimestamp('2026-11-26T09:30:00Z')).toBe('2026-11-26T09:30:00.000Z')
  })
  it('verweigert, was kein Zeitpunkt ist', () => {
    expect(() => parseTimestamp('gestern')).toThrow('--timestamp ist ungültig: "gestern"')
    expect(() => parseTimestamp('1700000000')).toThrow('--timestamp ist ungültig')
  })
})
