import type { Page } from '@playwright/test'

/** Opens a login link and waits for the portal (with JavaScript the success note shows only briefly on a busy machine). */
export async function enterPortal(page: Page, link: string, javaScriptEnabled: boolean) {
  await page.goto(link)
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Jetzt anmelden' }).click()
  await page.waitForURL(/\/customer-dashboard$/)
}
