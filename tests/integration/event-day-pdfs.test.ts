import { describe, expect, it } from 'vitest'
import { extractImages, extractText, getDocumentProxy } from 'unpdf'
import * as s from '~/db/schema'
import * as ablaufPdf from '~/routes/tenant.events_.$eventId_.ablauf[.]pdf'
import * as kuechePdf from '~/routes/tenant.events_.$eventId_.kueche[.pdf]'
import * as personalPdf from '~/routes/tenant.events_.$eventId_.personal[.pdf]'
import { saveLogo } from '~/models/tenant-logo.server'
import { getDb } from '~/utils/db.server'
import { runWithRequestContext } from '~/utils/request-context.server'
import { createEvent, createStaff, createTenant } from '../support/factories'
import { makeRequest, staffCookie } from '../support/requests'

// The printed Ablaufplan, Küchenzettel and staff list: read back with a PDF
// reader (unpdf, pdf.js), their text carries the umlauts and ß as typed, and
// the tenant's logo is embedded as an image when the tenant has one.

// a 2×2 PNG, red
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

type Loader = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<Response>

async function pdfOf(loader: unknown, path: string, cookie: string, eventId: string) {
  const response = await runWithRequestContext({ method: 'GET', remoteAddress: '127.0.0.1', flyClientIp: null }, () =>
    (loader as Loader)({ request: makeRequest(path, { cookie }), params: { eventId }, context: {} }),
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('application/pdf')
  const bytes = new Uint8Array(await response.arrayBuffer())
  const doc = await getDocumentProxy(bytes)
  const { text } = await extractText(doc, { mergePages: true })
  const images = await extractImages(doc, 1)
  return { text: text.replace(/\s+/g, ' '), images }
}

async function world({ logo }: { logo: boolean }) {
  const tenant = createTenant({ name: 'Feinkost Müller & Söhne' })
  if (logo) saveLogo(tenant.id, { mimeType: 'image/png', bytes: PNG })
  const { user } = createStaff(tenant.id, 'tenant_planner', { fullName: 'Jörg Weiß' })
  const cookie = await staffCookie(user.id, tenant.id)
  const event = createEvent(tenant.id, {
    name: 'Sommerfest Größenwahn',
    eventDate: Date.UTC(2031, 4, 1, 10),
    guestCount: 40,
    venueName: 'Schloss Überlingen',
    startsAt: '2031-05-01T18:00',
  })
  const köchin = getDb()
    .insert(s.staffMembers)
    .values({ tenantId: tenant.id, name: 'Bärbel Köhler', role: 'kitchen' })
    .returning()
    .get()
  getDb()
    .insert(s.shifts)
    .values({
      tenantId: tenant.id,
      eventId: event.id,
      staffMemberId: köchin.id,
      role: 'kitchen',
      startsAt: Date.UTC(2031, 4, 1, 12),
      endsAt: Date.UTC(2031, 4, 1, 20),
      breakMinutes: 30,
    })
    .run()
  getDb()
    .insert(s.runOfShowEntries)
    .values({
      tenantId: tenant.id,
      eventId: event.id,
      position: 0,
      time: '18:00',
      title: 'Begrüßung der Gäste',
      location: 'Großer Saal',
      responsibleText: 'Jörg',
    })
    .run()
  return { tenant, cookie, event }
}

describe('the event day PDFs', () => {
  it('Ablaufplan, Küchenzettel and staff list print umlauts and ß and embed the tenant’s logo', async () => {
    const w = await world({ logo: true })
    const ablauf = await pdfOf(ablaufPdf.loader, `/tenant/events/${w.event.id}/ablauf.pdf`, w.cookie, w.event.id)
    expect(ablauf.text).toContain('Ablaufplan')
    expect(ablauf.text).toContain('Sommerfest Größenwahn')
    expect(ablauf.text).toContain('Begrüßung der Gäste')
    expect(ablauf.text).toContain('Schloss Überlingen')
    expect(ablauf.text).toContain('Feinkost Müller & Söhne')
    expect(ablauf.images.map((i) => [i.width, i.height])).toEqual([[2, 2]])

    const kueche = await pdfOf(kuechePdf.loader, `/tenant/events/${w.event.id}/kueche.pdf`, w.cookie, w.event.id)
    expect(kueche.text).toContain('Küchenzettel')
    expect(kueche.text).toContain('Sommerfest Größenwahn')
    expect(kueche.text).toContain('Bärbel Köhler')
    expect(kueche.text).toContain('Begrüßung der Gäste')
    expect(kueche.images.map((i) => [i.width, i.height])).toEqual([[2, 2]])

    const personal = await pdfOf(personalPdf.loader, `/tenant/events/${w.event.id}/personal.pdf`, w.cookie, w.event.id)
    expect(personal.text).toContain('Sommerfest Größenwahn')
    expect(personal.text).toContain('Bärbel Köhler')
    expect(personal.text).toContain('Feinkost Müller & Söhne')
    expect(personal.images.map((i) => [i.width, i.height])).toEqual([[2, 2]])
  })

  it('without a logo the PDFs carry no image', async () => {
    const w = await world({ logo: false })
    for (const [loader, path] of [
      [ablaufPdf.loader, 'ablauf.pdf'],
      [kuechePdf.loader, 'kueche.pdf'],
      [personalPdf.loader, 'personal.pdf'],
    ] as const) {
      const pdf = await pdfOf(loader, `/tenant/events/${w.event.id}/${path}`, w.cookie, w.event.id)
      expect(pdf.images, path).toEqual([])
    }
  })
})
