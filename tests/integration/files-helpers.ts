import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'
import { getEnv } from '~/utils/env.server'
import { createEndCustomer, createEvent, createStaff, createTenant } from '../support/factories'
import { BASE, call } from '../support/requests'

// Uploaded files: hand-made multipart bodies (so hostile names and broken
// bodies can be sent exactly), fixtures by content, and what is on disk.

export type Part =
  { name: string; value: string } | { name: string; filename: string; content: Buffer | string; type?: string }

export const BOUNDARY = '----festplanTestBoundary7MA4YWxk'

export function multipartBody(parts: Part[], { end = true } = {}) {
  const chunks: Buffer[] = []
  for (const p of parts) {
    if ('filename' in p) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
      )
      chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content, 'utf8'))
      chunks.push(Buffer.from('\r\n'))
    } else {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`, 'utf8'),
      )
    }
  }
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

export function uploadRequest(pathWithQuery: string, cookie: string, body: Buffer) {
  const url = new URL(pathWithQuery, BASE)
  return new Request(url, {
    method: 'POST',
    headers: {
      Host: url.host,
      Origin: url.origin,
      Cookie: cookie,
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body: new Uint8Array(body),
  })
}

export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
)
export const CSV = Buffer.from('Name;Tisch\nAnna Müller;1\nBernd;2\n', 'utf8')
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)])
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n',
  'utf8',
)
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n', 'utf8')

export function filesWorld(tenantOverrides: Partial<typeof s.tenants.$inferInsert> = {}) {
  const tenant = createTenant(tenantOverrides)
  const admin = createStaff(tenant.id, 'tenant_admin', { fullName: 'Ada Admin' })
  const planner = createStaff(tenant.id, 'tenant_planner', { fullName: 'Paul Planer' })
  const customer = createEndCustomer(tenant.id, { name: 'Clara Kundin' })
  const otherCustomer = createEndCustomer(tenant.id, { name: 'Otto Anders' })
  const event = createEvent(tenant.id, {
    name: 'Hochzeit Kundin',
    endCustomerId: customer.id,
    assignedPlannerId: planner.user.id,
  })
  const otherEvent = createEvent(tenant.id, { name: 'Firmenfeier Anders', endCustomerId: otherCustomer.id })
  return { tenant, admin, planner, customer, otherCustomer, event, otherEvent }
}

export const at = (w: { tenant: { subdomain: string } }, p: string) =>
  `${p}${p.includes('?') ? '&' : '?'}tenant=${w.tenant.subdomain}`

/** Every file under FILES_DIR, temporary ones included. */
export function diskFiles(): string[] {
  const root = getEnv().FILES_DIR
  if (!fs.existsSync(root)) return []
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .sort()
}

export function fileRows(tenantId: string) {
  return getDb().select().from(s.files).where(eq(s.files.tenantId, tenantId)).all()
}

type Handler = Parameters<typeof call>[0]
export const asHandler = (h: unknown) => h as Handler
