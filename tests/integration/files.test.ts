import fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as eventFilesAction, loader as eventFilesLoader } from '~/routes/tenant.events_.$eventId_.files'
import { action as portalFilesAction, loader as portalFilesLoader } from '~/routes/customer-dashboard.files'
import { loader as downloadLoader } from '~/routes/files.$fileId'
import { action as deleteEventAction, loader as deleteEventLoader } from '~/routes/tenant.events.$eventId.delete'
import { loader as tenantFilesLoader } from '~/routes/tenant.files'
import { listEventActivities } from '~/models/event-activity.server'
import { getDb } from '~/utils/db.server'
import { getEnv, resetEnvForTests } from '~/utils/env.server'
import { storedPath } from '~/utils/file-storage.server'
import { call, customerCookie, makeRequest, staffCookie } from '../support/requests'
import { mailsTo } from './customers-helpers'
import {
  asHandler,
  at,
  CSV,
  diskFiles,
  EXE,
  fileRows,
  filesWorld,
  HTML,
  multipartBody,
  PDF,
  PNG_1x1,
  SVG,
  uploadRequest,
  type Part,
} from './files-helpers'

type W = ReturnType<typeof filesWorld>

async function staffUpload(w: W, parts: Part[], options: { end?: boolean; eventId?: string } = {}) {
  const cookie = await staffCookie(w.planner.user.id, w.tenant.id)
  const eventId = options.eventId ?? w.event.id
  return call(
    asHandler(eventFilesAction),
    uploadRequest(at(w, `/tenant/events/${eventId}/files`), cookie, multipartBody(parts, options)),
    { eventId },
  )
}
async function customerUpload(w: W, parts: Part[]) {
  const cookie = await customerCookie(w.customer.id, w.tenant.id)
  return call(
    asHandler(portalFilesAction),
    uploadRequest(at(w, '/customer-dashboard/files'), cookie, multipartBody(parts)),
  )
}
function fileErrors(result: { data: unknown }) {
  return ((result.data as { result?: { error?: Record<string, string[]> } }).result?.error?.file ?? []).join(' ')
}
async function download(w: W, fileId: string, cookie: string) {
  return call(asHandler(downloadLoader), makeRequest(at(w, `/files/${fileId}`), { cookie }), { fileId })
}

beforeEach(() => {
  fs.rmSync(getEnv().FILES_DIR, { recursive: true, force: true })
})

afterEach(() => {
  delete process.env.MAX_UPLOAD_MB
  resetEnvForTests()
})

describe('upload (staff)', () => {
  it('stores a PDF by its content under a random name, shared when asked, and records it in the timeline', async () => {
    const w = filesWorld()
    const result = await staffUpload(w, [
      { name: 'file', filename: 'Vertrag 2027 – Müller.pdf', content: PDF, type: 'text/html' },
      { name: 'note', value: 'Bitte unterschreiben' },
      { name: 'shared', value: 'on' },
    ])
    expect(result.status).toBe(302)
    const [row] = fileRows(w.tenant.id)
    expect(row).toMatchObject({
      name: 'Vertrag 2027 – Müller.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
      shared: true,
      note: 'Bitte unterschreiben',
      uploaderType: 'staff',
    })
    expect(row!.storageKey).toMatch(/^[0-9a-f]{48}$/)
    expect(fs.readFileSync(storedPath(row!.storageKey)).equals(PDF)).toBe(true)
    expect(diskFiles()).toEqual([row!.storageKey])
    const timeline = listEventActivities(w.tenant.id, w.event.id, { page: 1, pageSize: 10 })
    expect(timeline.rows[0]).toMatchObject({ kind: 'file-uploaded', actorType: 'staff' })
    expect(timeline.rows[0]!.details.summary).toBe('Datei „Vertrag 2027 – Müller.pdf“ hochgeladen')
  })

  it('takes several files in one form, each typed by content (PNG named .pdf stays a PNG)', async () => {
    const w = filesWorld()
    const result = await staffUpload(w, [
      { name: 'file', filename: 'gaeste.csv', content: CSV },
      { name: 'file', filename: 'tischplan.pdf', content: PNG_1x1 },
    ])
    expect(result.status).toBe(302)
    const rows = fileRows(w.tenant.id).sort((a, b) => a.name.localeCompare(b.name))
    expect(rows.map((r) => [r.name, r.mimeType, r.shared])).toEqual([
      ['gaeste.csv', 'text/csv; charset=utf-8', false],
      ['tischplan.pdf', 'image/png', false],
    ])
    const res = await download(w, rows[1]!.id, await staffCookie(w.admin.user.id, w.tenant.id))
    expect(res.headers.get('Content-Disposition')).toContain("filename*=UTF-8''tischplan.pdf.png")
  })

  const refusals: Array<[string, Part[], RegExp]> = [
    [
      'HTML uploaded as .pdf',
      [{ name: 'file', filename: 'rechnung.pdf', content: HTML, type: 'application/pdf' }],
      /Dateityp ist nicht erlaubt/,
    ],
    ['HTML as .txt', [{ name: 'file', filename: 'notiz.txt', content: HTML }], /Dateityp ist nicht erlaubt/],
    [
      'SVG',
      [{ name: 'file', filename: 'logo.svg', content: SVG, type: 'image/svg+xml' }],
      /Dateityp ist nicht erlaubt/,
    ],
    ['a renamed executable', [{ name: 'file', filename: 'angebot.pdf', content: EXE }], /Dateityp ist nicht erlaubt/],
    [
      'binary junk named .csv',
      [{ name: 'file', filename: 'liste.csv', content: Buffer.from([0x41, 0x00, 0xff, 0xfe, 0x10]) }],
      /Dateityp ist nicht erlaubt/,
    ],
    ['zero bytes', [{ name: 'file', filename: 'leer.pdf', content: Buffer.alloc(0) }], /Die Datei ist leer/],
    [
      'a name with path parts',
      [{ name: 'file', filename: '../../etc/cron.d/x.txt', content: 'hallo' }],
      /keine Ordnerangaben/,
    ],
    [
      'a name with a backslash path',
      [{ name: 'file', filename: 'C:\\Users\\x\\plan.pdf', content: PDF }],
      /keine Ordnerangaben/,
    ],
    [
      'a name with NUL',
      [{ name: 'file', filename: 'plan.pdf\u0000.exe', content: PDF }],
      /unzulässige Zeichen|Übertragung wurde unterbrochen/,
    ],
    [
      'a name of 300 characters',
      [{ name: 'file', filename: `${'a'.repeat(296)}.pdf`, content: PDF }],
      /zu lang \(höchstens 255 Zeichen\)/,
    ],
    [
      'no file chosen',
      [
        { name: 'file', filename: '', content: '' },
        { name: 'note', value: 'x' },
      ],
      /mindestens eine Datei/,
    ],
    [
      'one good and one bad file (all or nothing)',
      [
        { name: 'file', filename: 'ok.pdf', content: PDF },
        { name: 'file', filename: 'boese.pdf', content: HTML },
      ],
      /boese\.pdf.*nicht erlaubt/,
    ],
    [
      'a filled honeypot',
      [
        { name: 'website_hp', value: 'spam' },
        { name: 'file', filename: 'ok.pdf', content: PDF },
      ],
      /nicht verarbeitet/,
    ],
  ]
  it.each(refusals)('refuses %s with a German message, no row and no file', async (_label, parts, message) => {
    const w = filesWorld()
    const result = await staffUpload(w, parts)
    expect(result.status).toBe(400)
    expect(fileErrors(result)).toMatch(message)
    expect(fileRows(w.tenant.id)).toEqual([])
    expect(diskFiles()).toEqual([])
  })

  it('refuses a file over MAX_UPLOAD_MB while streaming, keeping nothing', async () => {
    process.env.MAX_UPLOAD_MB = '1'
    resetEnvForTests()
    const w = filesWorld()
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024, 0x20)])
    const result = await staffUpload(w, [{ name: 'file', filename: 'gross.pdf', content: big }])
    expect(result.status).toBe(400)
    expect(fileErrors(result)).toContain('größer als 1 MB')
    expect(fileRows(w.tenant.id)).toEqual([])
    expect(diskFiles()).toEqual([])
  })

  it('refuses a multipart body that ends early, leaving no partial file', async () => {
    const w = filesWorld()
    const result = await staffUpload(
      w,
      [{ name: 'file', filename: 'plan.pdf', content: Buffer.concat([PDF, Buffer.alloc(200_000, 0x41)]) }],
      { end: false },
    )
    expect(result.status).toBe(400)
    expect(fileErrors(result)).toContain('Übertragung wurde unterbrochen')
    expect(fileRows(w.tenant.id)).toEqual([])
    expect(diskFiles()).toEqual([])
  })

  it('ignores a part with an empty name (busboy reports it as undefined) instead of failing with a 500', async () => {
    const w = filesWorld()
    const result = await customerUpload(w, [
      { name: '', value: '18' },
      { name: 'intent', value: 'upload' },
      { name: 'file', filename: 'plan.pdf', content: PDF },
    ])
    expect(result.status).toBe(302)
    expect(fileRows(w.tenant.id).map((f) => f.name)).toEqual(['plan.pdf'])
  })

  it('answers a urlencoded post with 415 and another tenant event with 404', async () => {
    const w = filesWorld()
    const other = filesWorld()
    const cookie = await staffCookie(w.planner.user.id, w.tenant.id)
    const plain = await call(
      asHandler(eventFilesAction),
      makeRequest(at(w, `/tenant/events/${w.event.id}/files`), { cookie, form: { note: 'x', shared: 'on' } }),
      { eventId: w.event.id },
    )
    expect(plain.status).toBe(415)
    const foreign = await staffUpload(w, [{ name: 'file', filename: 'a.pdf', content: PDF }], {
      eventId: other.event.id,
    })
    expect(foreign.status).toBe(404)
    expect(fileRows(other.tenant.id)).toEqual([])
    expect(diskFiles()).toEqual([])
  })
})

describe('quota', () => {
  function fakeUsage(w: W, bytes: number) {
    getDb()
      .insert(s.files)
      .values({
        tenantId: w.tenant.id,
        eventId: w.otherEvent.id,
        storageKey: crypto.randomUUID().replace(/-/g, '').padEnd(48, '0'),
        name: 'alt.pdf',
        mimeType: 'application/pdf',
        sizeBytes: bytes,
        uploaderType: 'staff',
      })
      .run()
  }

  it('refuses the upload that would pass a 1 GB (Starter) quota and accepts one that fits', async () => {
    const w = filesWorld({ status: 'active_paid', plan: 'starter' })
    fakeUsage(w, 1024 ** 3 - PDF.length + 1)
    const refused = await staffUpload(w, [{ name: 'file', filename: 'zu-viel.pdf', content: PDF }])
    expect(refused.status).toBe(400)
    expect(fileErrors(refused)).toContain('Speicherplatz ist ausgeschöpft (1 GB')
    expect(fileRows(w.tenant.id)).toHaveLength(1)
    expect(diskFiles()).toEqual([])
    getDb()
      .update(s.files)
      .set({ sizeBytes: 1024 ** 3 - PDF.length })
      .run()
    const fits = await staffUpload(w, [{ name: 'file', filename: 'passt.pdf', content: PDF }])
    expect(fits.status).toBe(302)
    expect(fileRows(w.tenant.id)).toHaveLength(2)
  })

  it('two uploads at once cannot pass the quota together', async () => {
    const w = filesWorld({ status: 'active_paid', plan: 'starter' })
    fakeUsage(w, 1024 ** 3 - PDF.length - 10)
    const results = await Promise.all([
      staffUpload(w, [{ name: 'file', filename: 'a.pdf', content: PDF }]),
      staffUpload(w, [{ name: 'file', filename: 'b.pdf', content: PDF }]),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([302, 400])
    expect(fileRows(w.tenant.id)).toHaveLength(2)
    expect(diskFiles()).toHaveLength(1)
  })

  it('shows total and quota on /tenant/files, with search, event filter and size sort', async () => {
    const w = filesWorld({ status: 'active_paid', plan: 'starter' })
    await staffUpload(w, [{ name: 'file', filename: 'klein.csv', content: CSV }])
    await staffUpload(w, [
      { name: 'file', filename: 'Grundriss.pdf', content: Buffer.concat([PDF, Buffer.alloc(5000, 0x20)]) },
    ])
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const list = async (q: string) =>
      (await call(asHandler(tenantFilesLoader), makeRequest(at(w, `/tenant/files?${q}`), { cookie }))).data as {
        files: Array<{ name: string }>
        total: number
        usedBytes: number
        quotaBytes: number
      }
    const all = await list('sort=size')
    expect(all.files.map((f) => f.name)).toEqual(['Grundriss.pdf', 'klein.csv'])
    expect(all.quotaBytes).toBe(1024 ** 3)
    expect(all.usedBytes).toBe(CSV.length + PDF.length + 5000)
    expect((await list('q=GRUND')).files.map((f) => f.name)).toEqual(['Grundriss.pdf'])
    expect((await list(`event=${w.otherEvent.id}`)).total).toBe(0)
  })
})

describe('download', () => {
  it('serves staff the stored type with nosniff, sandbox CSP, PDF inline and CSV as attachment', async () => {
    const w = filesWorld()
    await staffUpload(w, [
      { name: 'file', filename: 'Vertrag.pdf', content: PDF },
      { name: 'file', filename: 'Gäste.csv', content: CSV },
    ])
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const rows = fileRows(w.tenant.id)
    const pdf = await download(w, rows.find((r) => r.name === 'Vertrag.pdf')!.id, cookie)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(pdf.headers.get('Content-Disposition')).toMatch(/^inline; filename="Vertrag\.pdf"/)
    expect(pdf.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(pdf.headers.get('Content-Security-Policy')).toMatch(/^sandbox/)
    const csv = await download(w, rows.find((r) => r.name === 'Gäste.csv')!.id, cookie)
    expect(csv.headers.get('Content-Disposition')).toBe(
      `attachment; filename="G_ste.csv"; filename*=UTF-8''G%C3%A4ste.csv`,
    )
    expect(csv.data).toBe(CSV.toString('utf8'))
  })

  it('serves an SVG that is stored (e.g. from before a rule change) only as attachment with the sandbox CSP', async () => {
    const w = filesWorld()
    const key = 'a'.repeat(48)
    fs.mkdirSync(getEnv().FILES_DIR, { recursive: true })
    fs.writeFileSync(storedPath(key), SVG)
    const row = getDb()
      .insert(s.files)
      .values({
        tenantId: w.tenant.id,
        eventId: w.event.id,
        storageKey: key,
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        sizeBytes: SVG.length,
        uploaderType: 'staff',
      })
      .returning()
      .get()
    const res = await download(w, row.id, await staffCookie(w.admin.user.id, w.tenant.id))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment;/)
    expect(res.headers.get('Content-Security-Policy')).toMatch(/^sandbox/)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('shows the customer shared files and own uploads only; anything else is a 404', async () => {
    const w = filesWorld()
    const other = filesWorld()
    await staffUpload(w, [
      { name: 'file', filename: 'geteilt.pdf', content: PDF },
      { name: 'shared', value: 'on' },
    ])
    await staffUpload(w, [{ name: 'file', filename: 'intern.pdf', content: PDF }])
    await staffUpload(
      w,
      [
        { name: 'file', filename: 'anders.pdf', content: PDF },
        { name: 'shared', value: 'on' },
      ],
      { eventId: w.otherEvent.id },
    )
    await staffUpload(other, [
      { name: 'file', filename: 'fremd.pdf', content: PDF },
      { name: 'shared', value: 'on' },
    ])
    expect((await customerUpload(w, [{ name: 'file', filename: 'gaesteliste.csv', content: CSV }])).status).toBe(302)
    const byName = (n: string) => [...fileRows(w.tenant.id), ...fileRows(other.tenant.id)].find((r) => r.name === n)!
    const cookie = await customerCookie(w.customer.id, w.tenant.id)
    const page = await call(asHandler(portalFilesLoader), makeRequest(at(w, '/customer-dashboard/files'), { cookie }))
    expect((page.data as { files: Array<{ name: string }> }).files.map((f) => f.name).sort()).toEqual([
      'gaesteliste.csv',
      'geteilt.pdf',
    ])
    expect((await download(w, byName('geteilt.pdf').id, cookie)).status).toBe(200)
    expect((await download(w, byName('gaesteliste.csv').id, cookie)).status).toBe(200)
    for (const hidden of ['intern.pdf', 'anders.pdf', 'fremd.pdf'])
      expect((await download(w, byName(hidden).id, cookie)).status, hidden).toBe(404)
    // another tenant's staff and an anonymous visitor
    expect(
      (await download(other, byName('intern.pdf').id, await staffCookie(other.admin.user.id, other.tenant.id))).status,
    ).toBe(404)
    expect((await download(w, byName('intern.pdf').id, '')).status).toBe(404)
  })
})

describe('customer upload', () => {
  it('notifies the planner once per 10 minutes, records the timeline and lets the customer delete own uploads only', async () => {
    const w = filesWorld()
    expect(
      (
        await customerUpload(w, [
          { name: 'file', filename: 'Gästeliste.csv', content: CSV },
          { name: 'shared', value: 'off' },
        ])
      ).status,
    ).toBe(302)
    const row = fileRows(w.tenant.id)[0]!
    expect(row).toMatchObject({ uploaderType: 'customer', uploaderId: w.customer.id, shared: false })
    const mails = mailsTo(w.planner.user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Datei „Gästeliste.csv“ hochgeladen')
    expect(mailsTo(w.admin.user.email)).toHaveLength(0)
    await customerUpload(w, [{ name: 'file', filename: 'zweite.csv', content: CSV }])
    expect(mailsTo(w.planner.user.email)).toHaveLength(1)
    const timeline = listEventActivities(w.tenant.id, w.event.id, { page: 1, pageSize: 10 })
    expect(timeline.rows.map((r) => r.actorType)).toEqual(['customer', 'customer'])

    await staffUpload(w, [
      { name: 'file', filename: 'geteilt.pdf', content: PDF },
      { name: 'shared', value: 'on' },
    ])
    const cookie = await customerCookie(w.customer.id, w.tenant.id)
    const del = (fileId: string) =>
      call(
        asHandler(portalFilesAction),
        makeRequest(at(w, '/customer-dashboard/files'), { cookie, form: { intent: 'delete', file_id: fileId } }),
      )
    expect((await del(fileRows(w.tenant.id).find((r) => r.name === 'geteilt.pdf')!.id)).status).toBe(404)
    expect((await del(row.id)).status).toBe(302)
    expect(
      fileRows(w.tenant.id)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['geteilt.pdf', 'zweite.csv'])
    expect(fs.existsSync(storedPath(row.storageKey))).toBe(false)
  })
})

describe('deleting an event', () => {
  it('says how many files go with it and removes them from disk', async () => {
    const w = filesWorld()
    await staffUpload(w, [
      { name: 'file', filename: 'a.pdf', content: PDF },
      { name: 'file', filename: 'b.csv', content: CSV },
    ])
    await staffUpload(w, [{ name: 'file', filename: 'bleibt.pdf', content: PDF }], { eventId: w.otherEvent.id })
    const cookie = await staffCookie(w.admin.user.id, w.tenant.id)
    const confirm = await call(
      asHandler(deleteEventLoader),
      makeRequest(at(w, `/tenant/events/${w.event.id}/delete`), { cookie }),
      { eventId: w.event.id },
    )
    expect(confirm.data).toMatchObject({ fileCount: 2 })
    const deleted = await call(
      asHandler(deleteEventAction),
      makeRequest(at(w, `/tenant/events/${w.event.id}/delete`), { cookie, form: {} }),
      { eventId: w.event.id },
    )
    expect(deleted.status).toBe(302)
    const left = fileRows(w.tenant.id)
    expect(left.map((r) => r.name)).toEqual(['bleibt.pdf'])
    expect(diskFiles()).toEqual([left[0]!.storageKey])
  })

  it('lists the event files on its files page for staff', async () => {
    const w = filesWorld()
    await staffUpload(w, [{ name: 'file', filename: 'a.pdf', content: PDF }])
    const cookie = await staffCookie(w.planner.user.id, w.tenant.id)
    const page = await call(
      asHandler(eventFilesLoader),
      makeRequest(at(w, `/tenant/events/${w.event.id}/files`), { cookie }),
      { eventId: w.event.id },
    )
    expect((page.data as { files: Array<{ name: string }> }).files.map((f) => f.name)).toEqual(['a.pdf'])
  })
})
