import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { isPrivateAddress } from '~/utils/webhook-address.server'
import type { AttemptResult } from '~/models/webhook.server'
import { allowPrivateTargets, safeLookup, TARGET_MESSAGES } from '~/utils/webhook-target.server'

// One signed POST (Standard Webhooks headers via the `standardwebhooks`
// library). Short timeouts, no redirects followed, the response body is not read
// beyond 64 KB. 2xx is success; anything else, a timeout or a refused target is a failure.

export const WEBHOOK_TIMEOUT_MS = 5_000
const USER_AGENT = 'Festplan-Webhooks/1'

export function signedHeaders(secret: string, messageId: string, payload: string, at: Date) {
  const signature = new Webhook(secret).sign(messageId, at, payload)
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  }
}

export function sendWebhook(
  input: { url: string; secret: string; messageId: string; payload: string },
  now = new Date(),
): Promise<AttemptResult> {
  const started = performance.now()
  const done = (ok: boolean, status: number | null, error: string | null): AttemptResult => ({
    ok,
    status,
    durationMs: Math.round(performance.now() - started),
    error,
  })
  let url: URL
  try {
    url = new URL(input.url)
  } catch {
    return Promise.resolve(done(false, null, 'Ungültige URL'))
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
  // an IP literal skips `lookup`, so it is checked here
  if (isIP(host) && !allowPrivateTargets() && isPrivateAddress(host))
    return Promise.resolve(done(false, null, TARGET_MESSAGES.private))
  if (url.protocol !== 'https:' && !allowPrivateTargets())
    return Promise.resolve(done(false, null, TARGET_MESSAGES.https))
  const headers = signedHeaders(input.secret, input.messageId, input.payload, now)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(input.payload) },
        lookup: safeLookup as never,
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > 65_536) response.destroy()
        })
        const status = response.statusCode ?? 0
        const finish = () =>
          resolve(done(status >= 200 && status < 300, status, status >= 200 && status < 300 ? null : `HTTP ${status}`))
        response.on('end', finish)
        response.on('close', finish)
        response.on('error', finish)
      },
    )
    const deadline = setTimeout(() => request.destroy(new Error('Zeitüberschreitung')), WEBHOOK_TIMEOUT_MS)
    request.on('timeout', () => request.destroy(new Error('Zeitüberschreitung')))
    request.on('error', (error) => resolve(done(false, null, error.message.slice(0, 200))))
    request.on('close', () => clearTimeout(deadline))
    request.end(input.payload)
  })
}
