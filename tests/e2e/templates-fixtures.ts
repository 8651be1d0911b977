import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { E2E_PASSWORD, seedTenant, withDb, type SeededTenant } from './db'
import { signInStaff, tenantOrigin } from './support'

// Template-builder fixtures: a fresh tenant with named services whose admin
// signs in through the real login form, and readers for what was saved.

export type TemplateTenant = SeededTenant & { origin: string; services: Record<string, string> }

export async function tenantWithServices(
  page: Page,
  names: string[],
  inactive: string[] = [],
): Promise<TemplateTenant> {
  const t = seedTenant()
  const now = Date.now()
  const services: Record<string, string> = {}
  withDb((db) => {
    const stmt = db.prepare(
      'insert into services (id, tenant_id, name, description, is_active, pricing_json, assets_json, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    for (const name of [...names, ...inactive]) {
      services[name] = randomUUID()
      stmt.run(
        services[name],
        t.id,
        name,
        `Beschreibung ${name}`,
        inactive.includes(name) ? 0 : 1,
        '{"unit":"flat_rate","taxRate":19,"price":100,"grossPrice":119}',
        '{"category":"Allgemein"}',
        now,
      )
    }
  })
  const origin = tenantOrigin(t.subdomain)
  await signInStaff(page, origin, t.admin.email, E2E_PASSWORD)
  return { ...t, origin, services }
}

export function insertTemplate(
  tenantId: string,
  name: string,
  modules: Array<{ name: string; serviceIds: string[] }> = [],
  eventCount = 0,
) {
  const id = randomUUID()
  withDb((db) => {
    const json = JSON.stringify({ modules: modules.map((m, order) => ({ id: randomUUID(), ...m, order })) })
    db.prepare(
      'insert into templates (id, tenant_id, name, description, is_active, modules_json, created_at) values (?, ?, ?, ?, 1, ?, ?)',
    ).run(id, tenantId, name, `Beschreibung ${name}`, json, Date.now())
    for (let i = 0; i < eventCount; i++) {
      db.prepare(
        'insert into events (id, tenant_id, name, event_type, template_id, status, created_at) values (?, ?, ?, ?, ?, ?, ?)',
      ).run(randomUUID(), tenantId, `Fest ${i}`, 'Hochzeit', id, 'draft', Date.now())
    }
  })
  return id
}

export function savedTemplate(tenantId: string, name: string) {
  return withDb(
    (db) =>
      db.prepare('select * from templates where tenant_id = ? and name = ?').get(tenantId, name) as
        { id: string; is_active: number; modules_json: string } | undefined,
  )
}

/** Module name → service names, as modules_json holds them. */
export function savedModules(tenantId: string, name: string, services: Record<string, string>) {
  const row = savedTemplate(tenantId, name)
  const byId = Object.fromEntries(Object.entries(services).map(([n, id]) => [id, n]))
  const modules = JSON.parse(row!.modules_json).modules as Array<{ name: string; order: number; serviceIds: string[] }>
  return modules.map((m) => ({ name: m.name, order: m.order, services: m.serviceIds.map((id) => byId[id] ?? id) }))
}

export const moduleCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
export const serviceItem = (page: Page, name: string) => page.getByTestId('builder-service').filter({ hasText: name })

/** The service names listed in a module card. */
export async function servicesIn(card: Locator) {
  return (await card.getByTestId('module-service-name').allInnerTexts()).map((t) => t.trim())
}

/** What the builder shows: module names in order, with their services. */
export async function builderState(page: Page) {
  const cards = page.getByTestId('module-card')
  const out: Array<{ name: string; services: string[] }> = []
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i)
    out.push({ name: (await card.getByRole('heading').first().innerText()).trim(), services: await servicesIn(card) })
  }
  return out
}

/** A mouse drag dnd-kit's PointerSensor accepts: press, move past the 5 px threshold, glide, release. */
export async function dragTo(page: Page, source: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await source.scrollIntoViewIfNeeded()
  const s = (await source.boundingBox())!
  const t = (await target.boundingBox())!
  await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2)
  await page.mouse.down()
  await page.mouse.move(s.x + s.width / 2 + 12, s.y + s.height / 2 + 12, { steps: 4 })
  await page.mouse.move(t.x + t.width / 2, t.y + t.height / 2, { steps: 15 })
  await page.mouse.move(t.x + t.width / 2 + 2, t.y + t.height / 2 + 2, { steps: 2 })
  await page.mouse.up()
}

export async function waitForBuilder(page: Page) {
  await expect(page.getByText('Ziehen Sie einen Service in ein Modul')).toBeVisible()
}

/** A new template starts empty (docs/product.md §9.10): add the named modules, by title rename with JS, by the name fields without. */
export async function addModules(page: Page, names: string[], javaScriptEnabled: boolean) {
  await expect(page.getByText('Noch keine Module. Fügen Sie ein Modul hinzu.')).toBeVisible()
  const cards = page.getByTestId('module-card')
  for (const [i, name] of names.entries()) {
    await page.getByRole('button', { name: 'Modul hinzufügen' }).click()
    await expect(cards).toHaveCount(i + 1)
    if (javaScriptEnabled) {
      await cards.nth(i).getByRole('button', { name: 'Neues Modul', exact: true }).click()
      await page.getByRole('textbox', { name: 'Modulname' }).fill(name)
      await page.keyboard.press('Enter')
      await expect(moduleCard(page, name)).toBeVisible()
    } else {
      await cards.nth(i).getByLabel('Modulname').fill(name)
    }
  }
  if (!javaScriptEnabled) {
    // a re-render (the filter) shows the typed names as headings; nothing is saved
    await page.getByRole('button', { name: 'Filtern' }).click()
    for (const name of names) await expect(moduleCard(page, name)).toBeVisible()
  }
}
