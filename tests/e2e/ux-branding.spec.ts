import { E2E_PASSWORD, tenantRow, withDb } from './db'
import { enterPortal } from './portal-entry'
import { mintLink, seedPortal } from './portal-world'
import { expect, signInStaff, test } from './support'

// A colour picker beside each hex field (JavaScript on and
// off), the offered fonts served from our own origin, and a logo that shows in
// the tenant's sidebar and the portal header.

test.describe.configure({ timeout: 120_000 })

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test('the colour picker sets the brand colour, and the hex field still wins when it is edited', async ({
  page,
  javaScriptEnabled,
}) => {
  const world = seedPortal()
  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/settings`)
  const picker = page.getByLabel('Primärfarbe auswählen')
  await expect(picker).toHaveAttribute('type', 'color')
  await picker.fill('#aa2200')
  // with JavaScript the hex field follows the picker at once
  if (javaScriptEnabled) await expect(page.getByLabel('Primärfarbe', { exact: true })).toHaveValue('#aa2200')
  await page.getByRole('button', { name: 'Branding speichern' }).click()
  await expect(page.getByText('Branding wurde gespeichert.')).toBeVisible()
  await expect.poll(() => tenantRow(world.tenant.id).primary_color).toBe('#aa2200')
  await expect(page.getByLabel('Primärfarbe', { exact: true })).toHaveValue('#aa2200')
  await expect(picker).toHaveValue('#aa2200')

  await page.getByLabel('Sekundärfarbe', { exact: true }).fill('#00aa55')
  if (javaScriptEnabled) await expect(page.getByLabel('Sekundärfarbe auswählen')).toHaveValue('#00aa55')
  await page.getByRole('button', { name: 'Branding speichern' }).click()
  await expect(page.getByText('Branding wurde gespeichert.')).toBeVisible()
  await expect.poll(() => tenantRow(world.tenant.id).secondary_color).toBe('#00aa55')
  expect(tenantRow(world.tenant.id).primary_color).toBe('#aa2200')
})

test('a chosen font is loaded from our own origin for every visitor', async ({ page }) => {
  const world = seedPortal()
  withDb((db) => db.prepare('update tenants set font_family = ? where id = ?').run('Lato', world.tenant.id))
  const fonts: Array<{ url: string; status: number }> = []
  page.on('response', (r) => {
    if (/\.woff2(\?|$)/.test(r.url())) fonts.push({ url: r.url(), status: r.status() })
  })
  await page.goto(`${world.origin}/customer-login?link=neu`)
  await expect(page.getByText('Kunden-Login')).toBeVisible()
  await expect.poll(() => fonts.filter((f) => /lato-latin-400-normal/.test(f.url)).length).toBeGreaterThan(0)
  for (const f of fonts) {
    expect(new URL(f.url).origin).toBe(world.origin)
    expect(f.status).toBe(200)
  }
})

test('an admin uploads a logo: it shows in the sidebar and the portal header; a non-image is refused in German', async ({
  page,
  javaScriptEnabled,
}) => {
  const world = seedPortal()
  await signInStaff(page, world.origin, world.tenant.admin.email, E2E_PASSWORD)
  await page.goto(`${world.origin}/tenant/settings`)
  await expect(page.getByText('Noch kein Logo hochgeladen.')).toBeVisible()
  await page.getByLabel('Logo-Datei').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  })
  await page.getByRole('button', { name: 'Logo hochladen' }).click()
  await expect(page.getByText('Das Logo muss ein Bild sein (PNG, JPEG oder WebP).')).toBeVisible()
  await page.getByLabel('Logo-Datei').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1x1 })
  await page.getByRole('button', { name: 'Logo hochladen' }).click()
  await expect(page.getByText('Logo wurde gespeichert.')).toBeVisible()
  const sidebarLogo = page.getByTestId('sidebar').getByRole('img', { name: `Logo von ${world.tenant.name}` })
  await expect(sidebarLogo).toBeVisible()
  const src = await sidebarLogo.getAttribute('src')
  const res = await page.goto(`${world.origin}${src}`)
  expect(res?.status()).toBe(200)
  expect(res?.headers()['content-type']).toBe('image/png')

  await page.context().clearCookies()
  await enterPortal(page, mintLink(world), javaScriptEnabled)
  await expect(
    page.getByTestId('portal-header').getByRole('img', { name: `Logo von ${world.tenant.name}` }),
  ).toBeVisible()
})
