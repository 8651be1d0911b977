import { expect, test } from './support'
import { signedInTenant } from './services-fixtures'

// German decimal input in price fields (JS on and off).

test('a price typed as 18,50 is 18,50 € and is shown back as typed', async ({ page }) => {
  const t = await signedInTenant(page)
  await page.goto(`${t.origin}/tenant/services/new`)
  const net = page.getByLabel('Netto (€)', { exact: true })
  await expect(net).toHaveAttribute('type', 'text')
  await expect(net).toHaveAttribute('inputmode', 'decimal')
  await page.getByLabel('Name').fill('Buffet')
  await page.getByLabel('Preiseinheit').selectOption({ label: 'Pauschal' })
  await net.fill('18,50')
  await page.getByRole('button', { name: 'Service erstellen' }).click()
  await expect(page.getByRole('article', { name: 'Buffet' }).getByText('Netto: 18,50 €')).toBeVisible()
})

test('an ambiguous 1.234 gets a German question and keeps what was typed', async ({ page }) => {
  const t = await signedInTenant(page)
  await page.goto(`${t.origin}/tenant/services/new`)
  await page.getByLabel('Name').fill('Saalmiete')
  await page.getByLabel('Netto (€)', { exact: true }).fill('1.234')
  await page.getByRole('button', { name: 'Service erstellen' }).click()
  await expect(page.getByText(/„1\.234“ ist mehrdeutig/)).toBeVisible()
  await expect(page.getByLabel('Netto (€)', { exact: true })).toHaveValue('1.234')
  await expect(page.getByLabel('Name')).toHaveValue('Saalmiete')
})
