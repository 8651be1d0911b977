import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as s from '~/db/schema'
import { action as listAction, loader as listLoader } from '~/routes/tenant.templates'
import { action as newAction, loader as newLoader } from '~/routes/tenant.templates_.new'
import { action as editAction, loader as editLoader } from '~/routes/tenant.templates_.$templateId'
import { action as deleteAction, loader as deleteLoader } from '~/routes/tenant.templates.$templateId.delete'
import { getDb } from '~/utils/db.server'
import { createEvent, createService, createStaff, createTemplate, createTenant } from '../support/factories'
import { call, makeRequest, staffCookie } from '../support/requests'
import { toastOf } from './customers-helpers'

type Handler = Parameters<typeof call>[0]
type Reply = {
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> } | null
  notice?: { text: string } | null
}

async function setup() {
  const tenant = createTenant()
  const { user } = createStaff(tenant.id, 'tenant_planner')
  return { tenant, cookie: await staffCookie(user.id, tenant.id) }
}

const row = (id: string) => getDb().select().from(s.templates).where(eq(s.templates.id, id)).get()
const templatesOf = (tenantId: string) =>
  getDb().select().from(s.templates).where(eq(s.templates.tenantId, tenantId)).all()
const modulesOf = (id: string) =>
  JSON.parse(row(id)!.modulesJson).modules as Array<{ id: string; name: string; order: number; serviceIds: string[] }>

const post = (
  handler: unknown,
  path: string,
  cookie: string,
  form: Record<string, string | string[]>,
  params: Record<string, string> = {},
) => call(handler as Handler, makeRequest(path, { cookie, form }), params)

describe('saving a template', () => {
  it('writes modules_json with order = index and is_active true, toast "Template wurde gespeichert."', async () => {
    const { tenant, cookie } = await setup()
    const a = createService(tenant.id, { name: 'Buffet' })
    const b = createService(tenant.id, { name: 'DJ' })
    const result = await post(newAction, '/tenant/templates/new', cookie, {
      name: '  Sommerfest  ',
      description: 'Draußen',
      'modules[0].name': ' Catering ',
      'modules[0].serviceIds[0]': a.id,
      'modules[0].serviceIds[1]': b.id,
      'modules[1].id': 'keep-me',
      'modules[1].name': 'Musik',
      'modules[1].serviceIds[0]': b.id,
    })
    expect(result.status).toBe(302)
    expect(result.location).toBe('/tenant/templates')
    expect((await toastOf(result))?.description).toBe('Template wurde gespeichert.')
    const [saved] = templatesOf(tenant.id)
    expect(saved).toMatchObject({ name: 'Sommerfest', description: 'Draußen', isActive: true })
    const modules = modulesOf(saved!.id)
    expect(modules).toEqual([
      { id: expect.any(String), name: 'Catering', order: 0, serviceIds: [a.id, b.id] },
      { id: 'keep-me', name: 'Musik', order: 1, serviceIds: [b.id] },
    ])
  })

  it("refuses a blank name with 'Bitte geben Sie einen Template-Namen ein.' and writes nothing", async () => {
    const { tenant, cookie } = await setup()
    const result = await post(newAction, '/tenant/templates/new', cookie, {
      name: '   ',
      'modules[0].name': 'Dashboard',
    })
    expect(result.status).toBe(400)
    const reply = (result.data as Reply).result!
    expect(reply.error?.name).toEqual(['Bitte geben Sie einen Template-Namen ein.'])
    expect(reply.error?.['']).toEqual(['Template konnte nicht gespeichert werden.'])
    expect(reply.initialValue).toMatchObject({ modules: [{ name: 'Dashboard' }] })
    expect(templatesOf(tenant.id)).toHaveLength(0)
  })

  it('refuses an inactive service with a clear message and writes nothing', async () => {
    const { tenant, cookie } = await setup()
    const off = createService(tenant.id, { name: 'Alt', isActive: false })
    const result = await post(newAction, '/tenant/templates/new', cookie, {
      name: 'X',
      'modules[0].name': 'Essen',
      'modules[0].serviceIds[0]': off.id,
    })
    expect(result.status).toBe(400)
    expect((result.data as Reply).result!.error?.['modules[0].serviceIds']?.[0]).toContain(
      'kein aktiver Service Ihres Unternehmens',
    )
    expect(templatesOf(tenant.id)).toHaveLength(0)
  })

  it('list intents re-render the draft and write nothing (no-JS path)', async () => {
    const { tenant, cookie } = await setup()
    const svc = createService(tenant.id, { name: 'Torte' })
    const insert = await post(newAction, '/tenant/templates/new', cookie, {
      name: 'Entwurf',
      'modules[0].name': 'Dashboard',
      __intent__: JSON.stringify({
        type: 'insert',
        payload: { name: 'modules', defaultValue: { name: 'Neues Modul' } },
      }),
    })
    expect(insert.status).toBe(200)
    expect((insert.data as Reply).result!.initialValue).toMatchObject({
      name: 'Entwurf',
      modules: [{ name: 'Dashboard' }, { name: 'Neues Modul' }],
    })

    const add = await post(newAction, '/tenant/templates/new', cookie, {
      name: 'Entwurf',
      'modules[0].name': 'Dashboard',
      'modules[0].pick': svc.id,
      intent: 'add-service:0',
    })
    expect((add.data as Reply).result!.initialValue).toMatchObject({
      modules: [{ name: 'Dashboard', serviceIds: [svc.id] }],
    })

    const dup = await post(newAction, '/tenant/templates/new', cookie, {
      name: 'Entwurf',
      'modules[0].name': 'Dashboard',
      'modules[0].serviceIds[0]': svc.id,
      'modules[0].pick': svc.id,
      intent: 'add-service:0',
    })
    expect((dup.data as Reply).result!.initialValue).toMatchObject({ modules: [{ serviceIds: [svc.id] }] })
    expect((dup.data as Reply).notice?.text).toBe('„Torte“ ist bereits in diesem Modul.')
    expect(templatesOf(tenant.id)).toHaveLength(0)
  })

  it('answers 400, never 500, to forged intents and absurd indexes', async () => {
    const { tenant, cookie } = await setup()
    const forms: Array<Record<string, string>> = [
      { name: 'X', __intent__: '{kaputt' },
      {
        name: 'X',
        modules: 'kein-array',
        __intent__: JSON.stringify({ type: 'insert', payload: { name: 'modules' } }),
      },
      { name: 'X', 'modules[99999999].name': 'Riesig' },
    ]
    for (const form of forms) {
      expect((await post(newAction, '/tenant/templates/new', cookie, form)).status).toBe(400)
    }
    expect(templatesOf(tenant.id)).toHaveLength(0)
  })
})

describe('list, toggle and delete', () => {
  it('lists with search, module count and stats (active services only)', async () => {
    const { tenant, cookie } = await setup()
    createService(tenant.id)
    createService(tenant.id, { isActive: false })
    createTemplate(tenant.id, {
      name: 'Hochzeit',
      modulesJson: JSON.stringify({ modules: [{ id: 'a', name: 'A', order: 0, serviceIds: [] }] }),
    })
    createTemplate(tenant.id, { name: 'Gala', isActive: false, modulesJson: 'kaputt' })
    const all = (await call(listLoader as Handler, makeRequest('/tenant/templates', { cookie }))).data as {
      stats: unknown
      templates: Array<{ name: string; moduleCount: number }>
    }
    expect(all.stats).toEqual({ total: 2, active: 1, services: 1 })
    expect(all.templates.find((t) => t.name === 'Hochzeit')?.moduleCount).toBe(1)
    expect(all.templates.find((t) => t.name === 'Gala')?.moduleCount).toBe(0)
    const found = (await call(listLoader as Handler, makeRequest('/tenant/templates?q=hoch', { cookie }))).data as {
      templates: Array<{ name: string }>
    }
    expect(found.templates.map((t) => t.name)).toEqual(['Hochzeit'])
  })

  it('shows 24 per page, newest first, and searches name and description with umlauts', async () => {
    const { tenant, cookie } = await setup()
    const now = Date.now()
    for (let i = 1; i <= 25; i++) createTemplate(tenant.id, { name: `Vorlage ${i}`, createdAt: now - (100 - i) * 1000 })
    createTemplate(tenant.id, { name: 'Sommer', description: 'Für GROSSE Gärten', createdAt: now - 500_000 })
    type Page = { page: number; pageCount: number; stats: { total: number }; templates: Array<{ name: string }> }
    const list = async (query: string) =>
      (await call(listLoader as Handler, makeRequest(`/tenant/templates${query}`, { cookie }))).data as Page
    const first = await list('')
    expect(first).toMatchObject({ page: 1, pageCount: 2, stats: { total: 26 } })
    expect(first.templates).toHaveLength(24)
    expect(first.templates[0]!.name).toBe('Vorlage 25')
    expect((await list('?page=2')).templates.map((t) => t.name)).toEqual(['Vorlage 1', 'Sommer'])
    expect((await list('?q=G%C3%84RTEN')).templates.map((t) => t.name)).toEqual(['Sommer'])
    expect((await list('?q=vorlage')).pageCount).toBe(2)
  })

  it('deactivates and activates', async () => {
    const { tenant, cookie } = await setup()
    const t = createTemplate(tenant.id)
    const off = await post(listAction, '/tenant/templates', cookie, { intent: 'deactivate', template_id: t.id })
    expect((await toastOf(off))?.description).toBe('Vorlage wurde deaktiviert.')
    expect(row(t.id)!.isActive).toBe(false)
    await post(listAction, '/tenant/templates', cookie, { intent: 'activate', template_id: t.id })
    expect(row(t.id)!.isActive).toBe(true)
  })

  it('deletes, and refuses a template used by events with their number', async () => {
    const { tenant, cookie } = await setup()
    const used = createTemplate(tenant.id)
    for (let i = 0; i < 3; i++) createEvent(tenant.id, { templateId: used.id })
    const refused = await post(deleteAction, `/tenant/templates/${used.id}/delete`, cookie, {}, { templateId: used.id })
    expect(refused.status).toBe(302)
    const toast = await toastOf(refused)
    expect(toast).toMatchObject({ type: 'error', title: 'Vorlage konnte nicht gelöscht werden.' })
    expect(toast?.description).toBe('Vorlage wird von 3 Veranstaltungen verwendet und kann nicht gelöscht werden.')
    expect(row(used.id)).toBeDefined()
    const shown = (
      await call(deleteLoader as Handler, makeRequest(`/tenant/templates/${used.id}/delete`, { cookie }), {
        templateId: used.id,
      })
    ).data
    expect(shown).toEqual({ name: used.name, events: 3 })

    const free = createTemplate(tenant.id)
    const deleted = await post(deleteAction, `/tenant/templates/${free.id}/delete`, cookie, {}, { templateId: free.id })
    expect((await toastOf(deleted))?.description).toBe('Vorlage wurde gelöscht.')
    expect(row(free.id)).toBeUndefined()
  })
})

describe('tenant isolation', () => {
  it("tenant B cannot read, save, toggle or delete tenant A's template", async () => {
    const a = await setup()
    const b = await setup()
    const svcA = createService(a.tenant.id, { name: 'A-Service' })
    const t = createTemplate(a.tenant.id, {
      name: 'Geheim',
      modulesJson: JSON.stringify({ modules: [{ id: 'm', name: 'M', order: 0, serviceIds: [svcA.id] }] }),
    })
    const before = row(t.id)
    const params = { templateId: t.id }
    expect(
      (await call(editLoader as Handler, makeRequest(`/tenant/templates/${t.id}`, { cookie: b.cookie }), params))
        .status,
    ).toBe(404)
    expect(
      (
        await call(
          deleteLoader as Handler,
          makeRequest(`/tenant/templates/${t.id}/delete`, { cookie: b.cookie }),
          params,
        )
      ).status,
    ).toBe(404)
    expect(
      (
        await post(
          editAction,
          `/tenant/templates/${t.id}`,
          b.cookie,
          { name: 'Übernommen', 'modules[0].name': 'X' },
          params,
        )
      ).status,
    ).toBe(404)
    expect((await post(deleteAction, `/tenant/templates/${t.id}/delete`, b.cookie, {}, params)).status).toBe(404)
    expect(
      (await post(listAction, '/tenant/templates', b.cookie, { intent: 'deactivate', template_id: t.id })).status,
    ).toBe(404)
    expect(row(t.id)).toEqual(before)
    const list = (await call(listLoader as Handler, makeRequest('/tenant/templates', { cookie: b.cookie }))).data as {
      templates: unknown[]
    }
    expect(list.templates).toEqual([])
  })

  it("tenant B cannot put tenant A's service into its template, nor see it in the builder", async () => {
    const a = await setup()
    const b = await setup()
    const svcA = createService(a.tenant.id, { name: 'Fremd' })
    const own = createTemplate(b.tenant.id, { name: 'Eigen' })
    const builder = (await call(newLoader as Handler, makeRequest('/tenant/templates/new', { cookie: b.cookie })))
      .data as { services: Array<{ id: string }> }
    expect(builder.services.map((x) => x.id)).not.toContain(svcA.id)
    const saved = await post(
      editAction,
      `/tenant/templates/${own.id}`,
      b.cookie,
      { name: 'Eigen', 'modules[0].name': 'M', 'modules[0].serviceIds[0]': svcA.id },
      { templateId: own.id },
    )
    expect(saved.status).toBe(400)
    expect(row(own.id)!.modulesJson).toBe('{"modules":[]}')
    const created = await post(newAction, '/tenant/templates/new', b.cookie, {
      name: 'Neu',
      'modules[0].name': 'M',
      'modules[0].serviceIds[0]': svcA.id,
    })
    expect(created.status).toBe(400)
    const picked = await post(newAction, '/tenant/templates/new', b.cookie, {
      name: 'Neu',
      'modules[0].name': 'M',
      'modules[0].pick': svcA.id,
      intent: 'add-service:0',
    })
    expect(JSON.stringify((picked.data as Reply).result!.initialValue)).not.toContain(svcA.id)
    expect(templatesOf(b.tenant.id)).toHaveLength(1)
  })
})
