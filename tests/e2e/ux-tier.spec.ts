import { randomUUID } from 'node:crypto'
import { withDb } from './db'
import { expect, test } from './support'
import { signedInTenant } from './services-fixtures'
import { mintLink, openLink, seedPortal } from './portal-world'

// A guest-tier price says whether it is per guest or for the
// whole tier, in the form, the catalogue and the portal, and the cart follows.

test('the service form asks what a tier price means and the catalogue shows it', async ({
  page,
  javaScriptEnabled,
}) => {
  const t = await signedInTenant(page)
  await page.goto(`${t.origin}/tenant/services/new`)
  await page.getByLabel('Name').fill('Buffet Staffel')
  await page.getByLabel('Preiseinheit').selectOption({ label: 'Staffelpreis nach Gästezahl' })
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Preiseinheit übernehmen' }).click()
  await expect(page.getByLabel('Staffelpreis gilt')).toHaveValue('per_person')
  await page.getByLabel('Staffelpreis gilt').selectOption({ label: 'pauschal für die Staffel' })
  await page.getByLabel('Mindestgäste').fill('51')
  await page.getByLabel('Höchstgäste').fill('100')
  await page.getByLabel('Netto (€)', { exact: true }).fill('22')
  await page.getByRole('button', { name: 'Service erstellen' }).click()
  await expect(
    page.getByRole('article', { name: 'Buffet Staffel' }).getByText('Netto: 22,00 € pauschal für die Staffel'),
  ).toBeVisible()
})

test("a 'pro Person' tier costs tier price × guests in the portal cart", async ({ page, javaScriptEnabled }) => {
  const world = seedPortal({ guests: 80, budgetCents: 10_000_000 })
  const pricing = {
    unit: 'guest_tier_pricing',
    taxRate: 19,
    tierMode: 'per_person',
    // typed gross (22,00 €): the gross is kept, the net only derived (ADR 128)
    priceBasis: 'gross',
    tiers: [{ minGuests: 51, maxGuests: 100, netPrice: 18.49, grossPrice: 22 }],
  }
  withDb((db) => {
    const id = randomUUID()
    db.prepare(
      'insert into services (id, tenant_id, name, description, is_active, pricing_json, assets_json, created_at) values (?, ?, ?, ?, 1, ?, ?, ?)',
    ).run(id, world.tenant.id, 'Grillbuffet', 'Vom Grill', JSON.stringify(pricing), '{"category":"Feier"}', Date.now())
    const row = db.prepare('select modules_json from templates where tenant_id = ?').get(world.tenant.id) as {
      modules_json: string
    }
    const modules = JSON.parse(row.modules_json) as { modules: Array<{ id: string; serviceIds: string[] }> }
    modules.modules.find((m) => m.id === world.moduleId)!.serviceIds.push(id)
    db.prepare('update templates set modules_json = ? where tenant_id = ?').run(
      JSON.stringify(modules),
      world.tenant.id,
    )
  })
  await openLink(page, mintLink(world), javaScriptEnabled)
  await page.getByRole('navigation', { name: 'Planungsmodule' }).getByRole('link', { name: 'Leistungen' }).click()
  const card = page
    .getByTestId('service-card')
    .filter({ has: page.getByRole('heading', { name: 'Grillbuffet', exact: true }) })
  await expect(card.getByText(/22,00 € pro Person/)).toBeVisible()
  await card.getByRole('button', { name: /hinzufügen/i }).click()
  const line = page.getByTestId('cart-line').filter({ has: page.getByText('Grillbuffet', { exact: true }) })
  // 80 guests × 22,00 € = 1.760,00 €
  await expect(line.getByTestId('line-price')).toHaveText('1.760,00 €')
})
