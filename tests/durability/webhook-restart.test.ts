import { createHash, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBuild, sleep, startServer, stopServer, waitHealthy } from '../../scripts/bench/server.js'
import { startReceiver } from '../integration/webhook-receiver'
import { buildOnce } from './run-script'

// At least once across a crash (ADR 123): the production server (kill -9 of
// its whole process group) restarts and delivers the pending outbox row with
// the SAME webhook-id. Port 4610 (the API engineer's bench port).

const PORT = 4610
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festplan-webhooks-'))
beforeAll(buildOnce, 300_000)
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

async function until<T>(what: string, probe: () => T | undefined | null | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = probe()
    if (value) return value
    await sleep(100)
  }
  throw new Error(`Zeitüberschreitung: ${what}`)
}

describe('Webhooks nach einem Absturz', () => {
  it('kill -9 mit ausstehender Zustellung: nach dem Neustart kommt sie an, mit derselben webhook-id', async () => {
    let receiverUp = false
    const receiver = await startReceiver(() => (receiverUp ? 200 : 503))
    const serverBuild = ensureBuild()
    const options = {
      serverBuild,
      port: PORT,
      dataDir,
      seedDemo: true,
      workers: 1,
      env: { WEBHOOK_ALLOW_PRIVATE: '1' },
    }
    let server = startServer(options)
    try {
      await waitHealthy(server)
      const db = new Database(path.join(dataDir, 'festplan.db'))
      const tenantId = (db.prepare("SELECT id FROM tenants WHERE subdomain = 'demo'").get() as { id: string }).id
      const key = `fp_live_${randomBytes(32).toString('base64url')}`
      db.prepare(
        'INSERT INTO api_keys (id, tenant_id, name, scope, prefix, key_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        randomUUID(),
        tenantId,
        'Absturz',
        'read-write',
        `${key.slice(0, 12)}…`,
        createHash('sha256').update(key).digest('hex'),
        Date.now(),
      )
      const secret = `whsec_${randomBytes(32).toString('base64')}`
      db.prepare(
        'INSERT INTO webhook_endpoints (id, tenant_id, url, events, secret, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(randomUUID(), tenantId, receiver.url, 'customer.created', secret, Date.now())

      const res = await fetch(`${server.base}/api/v1/customers?tenant=demo`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Absturz Kundin', email: 'absturz@example.org' }),
      })
      expect(res.status).toBe(201)
      const row = () =>
        db
          .prepare('SELECT message_id AS messageId, status, attempts FROM webhook_deliveries WHERE tenant_id = ?')
          .get(tenantId) as { messageId: string; status: string; attempts: number } | undefined
      // the first try meets a failing receiver; the row stays pending
      const first = await until('erster Versuch', () => (row()?.attempts ?? 0) >= 1 && row())
      expect(first.status).toBe('pending')
      await stopServer(server, 'SIGKILL')

      receiverUp = true
      server = startServer(options)
      await waitHealthy(server)
      await until('Zustellung nach dem Neustart', () => row()?.status === 'delivered', 30_000)
      const delivered = receiver.received.at(-1)!
      expect(delivered.headers['webhook-id']).toBe(first.messageId)
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([first.messageId]))
      const payload = new Webhook(secret).verify(delivered.body, {
        'webhook-id': String(delivered.headers['webhook-id']),
        'webhook-timestamp': String(delivered.headers['webhook-timestamp']),
        'webhook-signature': String(delivered.headers['webhook-signature']),
      }) as { type: string; data: { email: string } }
      expect(payload).toMatchObject({ type: 'customer.created', data: { email: 'absturz@example.org' } })
      db.close()
    } finally {
      await stopServer(server, 'SIGKILL')
      await receiver.close()
    }
  }, 120_000)
})
