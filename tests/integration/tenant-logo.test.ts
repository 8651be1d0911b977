import { describe, expect, it } from 'vitest'
import { action as logoAction, loader as logoPageLoader } from '~/routes/tenant.settings_.logo'
import { loader as logoLoader } from '~/routes/branding.logo'
import { findLogo } from '~/models/tenant-logo.server'
import { call, makeRequest, staffCookie } from '../support/requests'
import {
  asHandler,
  at,
  diskFiles,
  filesWorld,
  multipartBody,
  PNG_1x1,
  SVG,
  uploadRequest,
  type Part,
} from './files-helpers'

// The tenant's logo (ADR 124b). Admins upload an image (its type read
// from the bytes, at most 512 KB), it is served on the tenant's own host and
// shown in portal and sidebar; nothing of another tenant changes.

type W = ReturnType<typeof filesWorld>

async function post(w: W, parts: Part[], who: 'admin' | 'planner' = 'admin') {
  const cookie = await staffCookie(w[who].user.id, w.tenant.id)
  return call(asHandler(logoAction), uploadRequest(at(w, '/tenant/settings/logo'), cookie, multipartBody(parts)))
}
const upload = (content: Buffer | string, filename = 'logo.png') => [
  { name: 'intent', value: 'upload-logo' },
  { name: 'logo', filename, content, type: 'image/png' },
]
async function served(w: W, v = '') {
  return call(asHandler(logoLoader), makeRequest(at(w, `/branding/logo${v ? `?v=${v}` : ''}`)))
}
const errorOf = (r: { data: unknown }) => (r.data as { error?: string }).error

describe('tenant logo', () => {
  it('an admin uploads a PNG: stored, served on the own host with its type, shown to the layouts', async () => {
    const w = filesWorld()
    const r = await post(w, upload(PNG_1x1))
    expect(r.status).toBe(302)
    const row = findLogo(w.tenant.id)!
    expect(row.mimeType).toBe('image/png')
    expect(Buffer.from(row.bytes).equals(PNG_1x1)).toBe(true)
    expect(diskFiles()).toEqual([]) // the temporary file is gone
    const res = await served(w, String(row.updatedAt))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/png')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Cache-Control')).toContain('immutable')
    const page = await call(
      asHandler(logoPageLoader),
      makeRequest(at(w, '/tenant/settings/logo'), { cookie: await staffCookie(w.planner.user.id, w.tenant.id) }),
    )
    expect((page.data as { logoVersion: number }).logoVersion).toBe(row.updatedAt)
  })

  it('refuses what is not a PNG, JPEG or WebP image (SVG, text named .png) and too large files, with a German message', async () => {
    const w = filesWorld()
    for (const [content, name] of [
      [SVG, 'logo.svg'],
      [Buffer.from('kein Bild'), 'logo.png'],
    ] as const) {
      const r = await post(w, upload(content, name))
      expect(r.status).toBe(400)
      expect(errorOf(r)).toBe('Das Logo muss ein Bild sein (PNG, JPEG oder WebP).')
    }
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(600 * 1024)])
    const r = await post(w, upload(big))
    expect(r.status).toBe(400)
    expect(errorOf(r)).toMatch(/^Das Logo ist größer als 512/)
    const none = await post(w, [{ name: 'intent', value: 'upload-logo' }])
    expect(errorOf(none)).toBe('Bitte wählen Sie ein Bild aus.')
    expect(findLogo(w.tenant.id)).toBeUndefined()
    expect(diskFiles()).toEqual([])
  })

  it('planners may not change it; removing it answers 404 afterwards; another tenant stays untouched', async () => {
    const w = filesWorld()
    const other = filesWorld()
    await post(other, upload(PNG_1x1))
    const refused = await post(w, upload(PNG_1x1), 'planner')
    expect(refused.status).toBe(403)
    expect(findLogo(w.tenant.id)).toBeUndefined()
    expect((await served(w)).status).toBe(404)
    await post(w, upload(PNG_1x1))
    expect((await served(w)).status).toBe(200)
    const removed = await post(w, [{ name: 'intent', value: 'remove-logo' }])
    expect(removed.status).toBe(302)
    expect((await served(w)).status).toBe(404)
    expect(findLogo(other.tenant.id)).toBeDefined()
  })

  it('a urlencoded post is refused before anything is read', async () => {
    const w = filesWorld()
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const r = await call(
      asHandler(logoAction),
      makeRequest(at(w, '/tenant/settings/logo'), { form: { intent: 'remove-logo' }, cookie }),
    )
    expect(r.status).toBe(415)
  })
})
