import type { Page } from '@playwright/test'
import { afterNextFrame, expect, test } from './support'
import {
  addModules,
  builderState,
  dragTo,
  insertTemplate,
  moduleCard,
  savedModules,
  savedTemplate,
  serviceItem,
  tenantWithServices,
  waitForBuilder,
} from './templates-fixtures'

// Vorlagen: the builder by mouse drag, by keyboard only, and
// without JavaScript by buttons and selects; rename rules; the list.

const SERVICES = ['Aperitif', 'Buffet Royal', 'DJ Nachtschicht', 'Fotobox', 'Hochzeitstorte']
const EXPECTED = [
  { name: 'Dashboard', services: ['Fotobox'] },
  { name: 'Gästezahl', services: ['Aperitif', 'DJ Nachtschicht'] },
  { name: 'Catering', services: ['Buffet Royal', 'Hochzeitstorte'] },
]
const toast = (page: Page) => page.getByTestId('toast')

test.use({ viewport: { width: 1600, height: 1300 } })
// each builder step is a post without JavaScript; a new template first gets its modules added
test.describe.configure({ timeout: 150_000 })

/** Without JavaScript: the module's select and its 'Hinzufügen' button post the form. */
async function addBySelect(page: Page, module: string, service: string) {
  await moduleCard(page, module).getByLabel('Service hinzufügen').selectOption({ label: service })
  await moduleCard(page, module)
    .getByRole('button', { name: `Service zu „${module}“ hinzufügen` })
    .click()
  await expect(moduleCard(page, module).getByRole('listitem').filter({ hasText: service })).toBeVisible()
}

test('builds and saves 3 modules with 5 services: by mouse drag with JavaScript, by buttons and selects without; a duplicate is ignored', async ({
  page,
  javaScriptEnabled,
}) => {
  const t = await tenantWithServices(page, SERVICES, ['Alter Service'])
  await page.goto(`${t.origin}/tenant/templates/new`)
  if (javaScriptEnabled) await waitForBuilder(page)
  await addModules(page, ['Dashboard', 'Gästezahl', 'Catering'], javaScriptEnabled)
  await expect
    .poll(async () => (await builderState(page)).map((m) => m.name))
    .toEqual(['Dashboard', 'Gästezahl', 'Catering'])
  await expect(page.getByTestId('builder-service')).toHaveCount(5) // the inactive one is not offered
  await page.getByLabel('Template-Name').fill('Neue-Vorlage')
  await page.getByLabel('Beschreibung').fill('Von Hand gebaut')
  for (const module of EXPECTED) {
    for (const service of module.services) {
      if (javaScriptEnabled) await dragTo(page, serviceItem(page, service), moduleCard(page, module.name))
      else await addBySelect(page, module.name, service)
    }
  }
  if (javaScriptEnabled) {
    // the same service again into the same module: ignored, and said so
    await dragTo(page, serviceItem(page, 'Fotobox'), moduleCard(page, 'Dashboard'))
    await expect(moduleCard(page, 'Dashboard').getByText('„Fotobox“ ist bereits im Modul „Dashboard“.')).toBeVisible()
  } else {
    // the select offers a service already in the module only disabled; a forged post is refused by the server (integration test)
    await expect(moduleCard(page, 'Dashboard').getByRole('option', { name: 'Fotobox' })).toBeDisabled()
    // nothing typed is lost between posts, and nothing is written before 'Speichern'
    await expect(page.getByLabel('Template-Name')).toHaveValue('Neue-Vorlage')
    await expect(page.getByLabel('Beschreibung')).toHaveValue('Von Hand gebaut')
    expect(savedTemplate(t.id, 'Neue-Vorlage')).toBeUndefined()
  }
  await expect.poll(() => builderState(page)).toEqual(EXPECTED)

  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page).toHaveURL(/\/tenant\/templates$/)
  await expect(toast(page)).toContainText('Template wurde gespeichert.')
  const card = page.getByTestId('template-card').filter({ hasText: 'Neue-Vorlage' })
  await expect(card).toContainText('Aktiv')
  await expect(card.locator('dd').first()).toHaveText('3')
  expect(savedModules(t.id, 'Neue-Vorlage', t.services)).toEqual(
    EXPECTED.map((m, order) => ({ name: m.name, order, services: m.services })),
  )
  expect(savedTemplate(t.id, 'Neue-Vorlage')!.is_active).toBe(1)

  // reopening shows exactly what was saved
  await card.getByRole('link', { name: /bearbeiten/ }).click()
  if (javaScriptEnabled) await waitForBuilder(page)
  await expect(page.getByLabel('Template-Name')).toHaveValue('Neue-Vorlage')
  await expect(page.getByLabel('Beschreibung')).toHaveValue('Von Hand gebaut')
  await expect.poll(() => builderState(page)).toEqual(EXPECTED)
})

test('builds and saves by keyboard only: drag with Space and arrow keys (JS), selects and buttons (no JS)', async ({
  page,
  javaScriptEnabled,
}) => {
  const t = await tenantWithServices(page, SERVICES)
  await page.goto(`${t.origin}/tenant/templates/new`)
  if (javaScriptEnabled) await waitForBuilder(page)
  await addModules(
    page,
    EXPECTED.map((m) => m.name),
    javaScriptEnabled,
  )
  await page.getByLabel('Template-Name').focus()
  await page.keyboard.type('Tastatur-Vorlage')
  // dnd-kit's live region: every step is announced in German
  const live = page.getByRole('status').filter({ hasText: /Service „/ })
  const order = EXPECTED.map((m) => m.name)
  for (const module of EXPECTED) {
    for (const service of module.services) {
      if (javaScriptEnabled) {
        await serviceItem(page, service).focus()
        await page.keyboard.press('Space')
        await expect(live).toHaveText(`Service „${service}“ aufgenommen.`)
        // dnd-kit attaches its key listeners a task after the pick-up is announced
        await afterNextFrame(page)
        for (const passing of order.slice(0, order.indexOf(module.name) + 1)) {
          await page.keyboard.press('ArrowDown')
          await expect(live).toHaveText(`Service „${service}“ ist über dem Modul „${passing}“.`)
        }
        await page.keyboard.press('Space')
      } else {
        // type-ahead picks the option, Tab reaches 'Hinzufügen', Enter posts
        await moduleCard(page, module.name).getByLabel('Service hinzufügen').focus()
        await page.keyboard.type(service.slice(0, 3))
        await page.keyboard.press('Tab')
        await page.keyboard.press('Enter')
      }
      await expect(moduleCard(page, module.name).getByRole('listitem').filter({ hasText: service })).toBeVisible()
    }
  }
  if (javaScriptEnabled)
    await expect(live).toHaveText('Service „Hochzeitstorte“ wurde dem Modul „Catering“ hinzugefügt.')
  await expect.poll(() => builderState(page)).toEqual(EXPECTED)
  await page.getByRole('button', { name: 'Speichern' }).focus()
  await page.keyboard.press('Enter')
  await expect(toast(page)).toContainText('Template wurde gespeichert.')
  expect(
    savedModules(t.id, 'Tastatur-Vorlage', t.services).map((m) => ({ name: m.name, services: m.services })),
  ).toEqual(EXPECTED)
})

test('rename (Enter saves trimmed, Escape cancels, blank ignored; without JS a text field), add, move and delete modules', async ({
  page,
  javaScriptEnabled,
}) => {
  const t = await tenantWithServices(page, SERVICES)
  await page.goto(`${t.origin}/tenant/templates/new`)
  if (javaScriptEnabled) await waitForBuilder(page)
  await addModules(page, ['Dashboard', 'Gästezahl', 'Catering'], javaScriptEnabled)
  if (javaScriptEnabled) {
    const title = (name: string) => moduleCard(page, name).getByRole('button', { name, exact: true })
    const input = page.getByRole('textbox', { name: 'Modulname' })
    await title('Gästezahl').click()
    await input.fill('   Gäste & Tische   ')
    await page.keyboard.press('Enter')
    await expect(title('Gäste & Tische')).toBeFocused()

    await title('Gäste & Tische').click()
    await input.fill('Verworfen')
    await page.keyboard.press('Escape')
    await expect(title('Gäste & Tische')).toBeVisible()
    await expect(input).toHaveCount(0)

    await title('Catering').click()
    await input.fill('   ')
    await page.keyboard.press('Enter')
    await expect(title('Catering')).toBeVisible()
  } else {
    await moduleCard(page, 'Gästezahl').getByLabel('Modulname').fill('   Gäste & Tische   ')
  }

  await page.getByRole('button', { name: 'Modul hinzufügen' }).click()
  await expect(moduleCard(page, 'Neues Modul')).toBeVisible()
  await page.getByRole('button', { name: 'Modul „Neues Modul“ nach oben' }).click()
  await page.getByRole('button', { name: 'Modul „Dashboard“ löschen' }).click()
  await page.getByRole('button', { name: 'Modul „Gäste & Tische“ nach unten' }).click()
  await expect
    .poll(async () => (await builderState(page)).map((m) => m.name))
    .toEqual(['Neues Modul', 'Gäste & Tische', 'Catering'])

  if (!javaScriptEnabled) {
    // without JavaScript a blank module name cannot be "ignored" silently: the save says so, nothing is lost
    await moduleCard(page, 'Catering').getByLabel('Modulname').fill('  ')
    await page.getByLabel('Template-Name').fill('Umbenannt')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByText('Bitte geben Sie einen Modulnamen ein.')).toBeVisible()
    await page.getByTestId('module-card').nth(2).getByLabel('Modulname').fill('Catering')
    await page.getByLabel('Template-Name').fill('')
  }
  // a blank template name is refused and nothing is lost
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Bitte geben Sie einen Template-Namen ein.')).toBeVisible()
  await expect
    .poll(async () => (await builderState(page)).map((m) => m.name))
    .toEqual(['Neues Modul', 'Gäste & Tische', 'Catering'])
  await page.getByLabel('Template-Name').fill('Umbenannt')
  await page.getByRole('button', { name: 'Speichern' }).click()
  // modules without services: saved only after 'Trotzdem speichern'
  await expect(page.getByTestId('empty-modules-warning')).toContainText('Diese Module enthalten noch keine Services')
  expect(savedTemplate(t.id, 'Umbenannt')).toBeUndefined()
  await page.getByRole('button', { name: 'Trotzdem speichern' }).click()
  await expect(toast(page)).toContainText('Template wurde gespeichert.')
  expect(savedModules(t.id, 'Umbenannt', t.services).map((m) => m.name)).toEqual([
    'Neues Modul',
    'Gäste & Tische',
    'Catering',
  ])
})

test('the service list filters (as you type with JS, by "Filtern" without) and keeps what was typed', async ({
  page,
  javaScriptEnabled,
}) => {
  const t = await tenantWithServices(page, SERVICES)
  await page.goto(`${t.origin}/tenant/templates/new`)
  if (javaScriptEnabled) await waitForBuilder(page)
  await page.getByLabel('Template-Name').fill('Filter-Test')
  await page.getByLabel('Services durchsuchen').fill('foto')
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Filtern' }).click()
  await expect(page.getByTestId('builder-service')).toHaveText([/Fotobox/])
  await expect(page.getByLabel('Template-Name')).toHaveValue('Filter-Test')
  expect(savedTemplate(t.id, 'Filter-Test')).toBeUndefined()
})

test('a blank name is refused with the message and the modules stay', async ({ page, javaScriptEnabled }) => {
  const t = await tenantWithServices(page, SERVICES)
  await page.goto(`${t.origin}/tenant/templates/new`)
  if (javaScriptEnabled) await waitForBuilder(page)
  await addModules(page, ['Catering'], javaScriptEnabled)
  await addBySelect(page, 'Catering', 'Buffet Royal')
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Bitte geben Sie einen Template-Namen ein.')).toBeVisible()
  if (!javaScriptEnabled) await expect(page.getByText('Template konnte nicht gespeichert werden.')).toBeVisible()
  expect(await servicesInCatering(page)).toEqual(['Buffet Royal'])
  expect(savedTemplate(t.id, '')).toBeUndefined()
})

async function servicesInCatering(page: Page) {
  return (await builderState(page)).find((m) => m.name === 'Catering')?.services
}

test('list: search, stats, toggle, delete asks first and refuses a template in use', async ({ page }) => {
  const t = await tenantWithServices(page, SERVICES, ['Alter Service'])
  insertTemplate(t.id, 'Sommerfest', [
    { name: 'A', serviceIds: [] },
    { name: 'B', serviceIds: [] },
  ])
  insertTemplate(t.id, 'Gala im Schloss', [], 3)
  await page.goto(`${t.origin}/tenant/templates`)
  await expect(page.getByTestId('stat-Vorlagen gesamt')).toHaveText('2')
  await expect(page.getByTestId('stat-Aktive Vorlagen')).toHaveText('2')
  await expect(page.getByTestId('stat-Verfügbare Services')).toHaveText('5')
  const sommer = page.getByTestId('template-card').filter({ hasText: 'Sommerfest' })
  await expect(sommer).toContainText(
    new Date().toLocaleDateString('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }),
  )

  await page.getByLabel('Vorlagen durchsuchen').fill('schloss')
  await page.getByLabel('Vorlagen durchsuchen').press('Enter')
  await expect(page.getByTestId('template-card')).toHaveCount(1)
  await page.goto(`${t.origin}/tenant/templates`)

  await sommer.getByRole('button', { name: /deaktivieren/ }).click()
  await expect(toast(page)).toContainText('Vorlage wurde deaktiviert.')
  await expect(sommer).toContainText('Inaktiv')
  await expect(page.getByTestId('stat-Aktive Vorlagen')).toHaveText('1')

  const gala = page.getByTestId('template-card').filter({ hasText: 'Gala im Schloss' })
  await gala.getByRole('link', { name: /löschen/ }).click()
  await expect(page.getByRole('dialog')).toContainText(
    'Vorlage wird von 3 Veranstaltungen verwendet und kann nicht gelöscht werden.',
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click()
  await expect(toast(page)).toContainText(
    'Vorlage wird von 3 Veranstaltungen verwendet und kann nicht gelöscht werden.',
  )
  await expect(gala).toBeVisible()

  await sommer.getByRole('link', { name: /löschen/ }).click()
  await expect(page.getByRole('dialog')).toContainText('„Sommerfest“ wirklich löschen')
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click()
  await expect(toast(page)).toContainText('Vorlage wurde gelöscht.')
  await expect(sommer).toHaveCount(0)
  expect(savedTemplate(t.id, 'Sommerfest')).toBeUndefined()
})
