import fs from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { MAX_BYTES_PER_CUSTOMER, MAX_FILES_PER_CUSTOMER, MAX_FILES_PER_TENANT } from '~/domain/files'
import { action as portalFilesAction } from '~/routes/customer-dashboard.files'
import { action as eventFilesAction } from '~/routes/tenant.events_.$eventId_.files'
import { getDb } from '~/utils/db.server'
import { getEnv } from '~/utils/env.server'
import { call, customerCookie, staffCookie } from '../support/requests'
import { asHandler, at, BOUNDARY, diskFiles, fileRows, filesWorld, multipartBody, PDF } from './files-helpers'

// An upload over the quota is refused as soon as that is known (from the
// Content-Length, or while streaming a chunked body) instead of reading the
// whole body; nothing stays on disk. A tenant keeps at most
// MAX_FILES_PER_TENANT files; a customer's own uploads have their own cap in
// files and bytes, below the tenant's quota.

type W = ReturnType<typeof filesWorld>
const MB = 1024 * 1024

beforeEach(() => {
  fs.rmSync(getEnv().FILES_DIR, { recursive: true, force: true })
})

function fakeFiles(
  w: W,
  count: number,
  bytes: number,
  uploader: { type: 'staff' | 'customer'; id?: string } = { type: 'staff' },
) {
  const rows = Array.from({ length: count }, (_, i) => ({
    tenantId: w.tenant.id,
    eventId: w.event.id,
    storageKey: crypto.randomUUID().replace(/-/g, '').padEnd(48, '0'),
    name: `alt-${i}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: bytes,
    uploaderType: uploader.type,
    uploaderId: uploader.id ?? null,
  }))
  for (let i = 0; i < rows.length; i += 500)
    getDb()
      .insert(s.files)
      .values(rows.slice(i, i + 500))
      .run()
}

/** A request whose body is pulled lazily, 64 KB at a time; `pulled()` tells how much the server read. */
function streamingUpload(path: string, cookie: string, totalBytes: number, { withLength }: { withLength: boolean }) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
  const contentLength = head.length + PDF.length + totalBytes + tail.length
  let sent = 0
  let step = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (step === 0) {
        controller.enqueue(new Uint8Array(Buffer.concat([head, PDF])))
        step = 1
      } else if (sent < totalBytes) {
        const n = Math.min(64 * 1024, totalBytes - sent)
        sent += n
        controller.enqueue(new Uint8Array(n).fill(0x20))
      } else {
        controller.enqueue(new Uint8Array(tail))
        controller.close()
      }
    },
  })
  const url = new URL(path, 'http://localhost:3000')
  const headers: Record<string, string> = {
    Host: url.host,
    Origin: url.origin,
    Cookie: cookie,
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
  }
  if (withLength) headers['Content-Length'] = String(contentLength)
  const request = new Request(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
  return { request, pulled: () => sent }
}

function fileErrors(result: { data: unknown }) {
  return ((result.data as { result?: { error?: Record<string, string[]> } }).result?.error?.file ?? []).join(' ')
}

describe('uploads over the quota', () => {
  it.each([
    ['with a Content-Length', true],
    ['chunked (no length)', false],
  ])('%s: refused before the body is read to the end, no temp file', async (_label, withLength) => {
    const w = filesWorld({ status: 'active_paid', plan: 'starter' })
    fakeFiles(w, 1, 1024 ** 3 - 2 * MB) // 2 MB left of 1 GB
    const cookie = await staffCookie(w.planner.user.id, w.tenant.id)
    const upload = streamingUpload(at(w, `/tenant/events/${w.event.id}/files`), cookie, 40 * MB, { withLength })
    const result = await call(asHandler(eventFilesAction), upload.request, { eventId: w.event.id })
    expect(result.status).toBe(400)
    expect(fileErrors(result)).toContain('Speicherplatz ist ausgeschöpft')
    // at most the quota's rest and a few chunks were read, never the 40 MB
    expect(upload.pulled()).toBeLessThan(4 * MB)
    expect(fileRows(w.tenant.id)).toHaveLength(1)
    expect(diskFiles()).toEqual([])
  })
})

describe('file count and customer caps', () => {
  it(`a tenant with ${MAX_FILES_PER_TENANT} files gets a message, not a new file`, async () => {
    const w = filesWorld()
    fakeFiles(w, MAX_FILES_PER_TENANT, 10)
    const cookie = await staffCookie(w.planner.user.id, w.tenant.id)
    const body = multipartBody([{ name: 'file', filename: 'neu.pdf', content: PDF }])
    const url = new URL(at(w, `/tenant/events/${w.event.id}/files`), 'http://localhost:3000')
    const request = new Request(url, {
      method: 'POST',
      headers: {
        Host: url.host,
        Origin: url.origin,
        Cookie: cookie,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: new Uint8Array(body),
    })
    const result = await call(asHandler(eventFilesAction), request, { eventId: w.event.id })
    expect(result.status).toBe(400)
    expect(fileErrors(result)).toContain(`höchstens ${MAX_FILES_PER_TENANT.toLocaleString('de-DE')} Dateien`)
    expect(fileRows(w.tenant.id)).toHaveLength(MAX_FILES_PER_TENANT)
    expect(diskFiles()).toEqual([])
  })

  async function customerUpload(w: W) {
    const cookie = await customerCookie(w.customer.id, w.tenant.id)
    const body = multipartBody([
      { name: 'intent', value: 'upload' },
      { name: 'file', filename: 'gaeste.pdf', content: PDF },
    ])
    const url = new URL(at(w, '/customer-dashboard/files'), 'http://localhost:3000')
    const request = new Request(url, {
      method: 'POST',
      headers: {
        Host: url.host,
        Origin: url.origin,
        Cookie: cookie,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: new Uint8Array(body),
    })
    return call(asHandler(portalFilesAction), request)
  }

  it(`a customer keeps at most ${MAX_FILES_PER_CUSTOMER} own uploads; staff files do not count`, async () => {
    const w = filesWorld()
    fakeFiles(w, 50, 10) // staff uploads
    fakeFiles(w, MAX_FILES_PER_CUSTOMER - 1, 10, { type: 'customer', id: w.customer.id })
    expect((await customerUpload(w)).status).toBe(302)
    const refused = await customerUpload(w)
    expect(refused.status).toBe(400)
    expect(fileErrors(refused)).toContain(`höchstens ${MAX_FILES_PER_CUSTOMER} Dateien`)
    expect(fileRows(w.tenant.id)).toHaveLength(50 + MAX_FILES_PER_CUSTOMER)
  })

  it("a customer's uploads have their own byte cap below the tenant quota", async () => {
    const w = filesWorld()
    fakeFiles(w, 1, MAX_BYTES_PER_CUSTOMER - PDF.length + 1, { type: 'customer', id: w.customer.id })
    const refused = await customerUpload(w)
    expect(refused.status).toBe(400)
    expect(fileErrors(refused)).toContain('Speicherplatz für Ihre Dateien ist ausgeschöpft')
    expect(fileRows(w.tenant.id)).toHaveLength(1)
    expect(diskFiles()).toEqual([])
  })
})
