import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { randomUUID } from 'node:crypto'
import { withDb } from './db'
import { expect, test } from './support'
import { signedInTenant } from './services-fixtures'

// March 2026, noon UTC: safely inside the Berlin month
const march = Date.UTC(2026, 2, 10, 12)

function orderedRequest(tenantId: string, grossCents: number, netCents: number) {
  withDb((db) =>
    db
      .prepare(
        `insert into offer_requests (id, tenant_id, status, event_name, customer_name, snapshot_json, net_cents, vat_cents, gross_cents, created_at, decided_at)
         values (?, ?, 'ordered', 'Sommerfest', 'Erika', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        randomUUID(),
        tenantId,
        JSON.stringify({ version: 1, lines: [{ serviceId: 's1', name: 'Band', lineTotalCents: netCents }] }),
        netCents,
        grossCents - netCents,
        grossCents,
        march - 86_400_000,
        march,
      ),
  )
}

/** A finalised invoice of 10 March 2026 (and, with `cancelled`, its Storno on 12 March). */
function finalInvoice(
  tenantId: string,
  number: string,
  grossCents: number,
  netCents: number,
  o: { paidCents?: number; cancelled?: boolean } = {},
) {
  const insert = `insert into invoices (id, tenant_id, kind, status, number, event_name, customer_name, cancels_invoice_id, issue_date, due_date,
      net_cents, vat_cents, gross_cents, payable_cents, paid_cents, finalized_at, created_at)
    values (?, ?, ?, ?, ?, 'Sommerfest', 'Erika', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  withDb((db) => {
    const id = randomUUID()
    db.prepare(insert).run(
      id,
      tenantId,
      'single',
      o.cancelled ? 'cancelled' : 'final',
      number,
      null,
      '2026-03-10',
      '2026-03-24',
      netCents,
      grossCents - netCents,
      grossCents,
      grossCents,
      o.paidCents ?? 0,
      march,
      march,
    )
    if (o.cancelled)
      db.prepare(insert).run(
        randomUUID(),
        tenantId,
        'cancellation',
        'final',
        `${number}-S`,
        id,
        '2026-03-12',
        '2026-03-12',
        -netCents,
        netCents - grossCents,
        -grossCents,
        -grossCents,
        0,
        march,
        march,
      )
  })
}

function sentOffer(tenantId: string, grossCents: number) {
  withDb((db) =>
    db
      .prepare(
        `insert into offers (id, tenant_id, number, status, event_name, customer_name, issue_date, valid_until, net_cents, vat_cents, gross_cents, sent_at, created_at)
        values (?, ?, 'AN-2026-0001', 'sent', 'Sommerfest', 'Erika', '2026-03-01', '2099-12-31', 0, 0, ?, ?, ?)`,
      )
      .run(randomUUID(), tenantId, grossCents, march, march),
  )
}

test('changing the period changes charts and tables; the CSV opens in Excel', async ({ page }) => {
  test.slow() // seven downloads, one after the other
  const t = await signedInTenant(page)
  orderedRequest(t.id, 123_456, 103_745)
  finalInvoice(t.id, 'RE-2026-0001', 123_456, 103_745, { paidCents: 23_456 })
  finalInvoice(t.id, 'RE-2026-0002', 11_900, 10_000, { cancelled: true })
  sentOffer(t.id, 98_765)
  await page.goto(`${t.origin}/tenant/analytics?period=month`)
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
  await expect(page.getByText('Im gewählten Zeitraum gibt es keinen Umsatz.')).toBeVisible()
  await page.getByLabel('Von').fill('2026-03-01')
  await page.getByLabel('Bis').fill('2026-03-31')
  await page.getByRole('button', { name: 'Zeitraum anzeigen' }).click()
  await expect(page).toHaveURL(/period=custom&from=2026-03-01&to=2026-03-31/)
  await expect(page.getByText('Im gewählten Zeitraum gibt es keinen Umsatz.')).toHaveCount(0)
  const revenueTable = page.getByRole('table', { name: 'Umsatz pro Monat' })
  // the cancelled invoice and its Storno cancel out; 234,56 of the invoice paid, 1.000,00 open
  await expect(revenueTable.getByRole('row', { name: /Mär 2026/ })).toContainText('1.234,56 €')
  await expect(revenueTable.getByRole('row', { name: /Mär 2026/ })).toContainText('1.000,00 €')
  const chart = page.getByRole('img', {
    name: /Umsatz pro Monat \(Euro\)\. Mär 2026: Netto 1\.037,45 €, Brutto 1\.234,56 €/,
  })
  await expect(chart).toBeVisible()
  await expect(
    page.getByRole('img', { name: /Bezahlt und offen pro Monat .*Mär 2026: Bezahlt 234,56 €, Offen 1\.000 €/ }),
  ).toBeVisible()
  await expect(page.getByText('Offene Forderungen', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Dieses Jahr' }).click()
  await expect(page).toHaveURL(/period=year/)
  await expect(page.getByRole('link', { name: 'Dieses Jahr' })).toHaveAttribute('aria-current', 'page')

  const downloads: Array<[string, string, string]> = [
    ['/tenant/events', 'CSV exportieren', 'Name;Art;Status'],
    ['/tenant/customers', 'CSV exportieren', 'Name;E-Mail'],
    ['/tenant/services', 'CSV exportieren', 'Name;Kategorie'],
    ['/tenant/billing', 'Angebotsanfragen als CSV exportieren', 'Veranstaltung;Kunde'],
    ['/tenant/billing?tab=offers', 'Angebote als CSV exportieren', 'Nummer;Version;Status'],
    ['/tenant/billing?tab=invoices', 'Rechnungen als CSV exportieren', 'Nummer;Art;Status'],
    [
      '/tenant/analytics?period=custom&from=2026-03-01&to=2026-03-31',
      'Tabellen als CSV exportieren',
      'Zeitraum;01.03.2026;31.03.2026',
    ],
  ]
  for (const [path, label, header] of downloads) {
    await page.goto(`${t.origin}${path}`)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: label }).click(),
    ])
    const body = fs.readFileSync((await download.path())!)
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = body.subarray(3).toString('utf8')
    expect(text.startsWith(header)).toBe(true)
    if (path === '/tenant/billing') expect(text.split('\r\n')[1]).toContain(';Beauftragt;1.234,56;')
    if (path.endsWith('tab=offers'))
      expect(text.split('\r\n')[1]).toMatch(
        /^AN-2026-0001;1;Versendet;Sommerfest;Erika;01\.03\.2026;31\.12\.2099;0,00;0,00;987,65;/,
      )
    if (path.endsWith('tab=invoices')) {
      const rows = text
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(';'))
      expect(rows.find((r) => r[0] === 'RE-2026-0001')!.slice(7)).toEqual([
        '1.037,45',
        '197,11',
        '1.234,56',
        '234,56',
        '1.000,00',
      ])
      expect(rows.find((r) => r[0] === 'RE-2026-0002-S')!.slice(1, 3)).toEqual(['Stornorechnung', 'Storno'])
      expect(rows.find((r) => r[0] === 'RE-2026-0002-S')![9]).toBe('-119,00')
    }
    if (path.startsWith('/tenant/analytics'))
      expect(text).toContain('Mär 2026;1.037,45;1.234,56;234,56;1.000,00;119,00')
  }
})

test('the list pages link their CSV export with the current search', async ({ page }) => {
  const t = await signedInTenant(page)
  await page.goto(`${t.origin}/tenant/events?q=Gala`)
  await expect(page.getByRole('link', { name: 'CSV exportieren' })).toHaveAttribute(
    'href',
    '/tenant/export/events.csv?q=Gala',
  )
  await page.goto(`${t.origin}/tenant/billing?tab=invoices&q=Gala&state=overdue`)
  await expect(page.getByRole('link', { name: 'Rechnungen als CSV exportieren' })).toHaveAttribute(
    'href',
    '/tenant/export/invoices.csv?q=Gala&state=overdue',
  )
})

// axe runs inside the page, so it needs JavaScript: once, in the js project
test.describe('accessibility', { tag: '@js-only' }, () => {
  test('axe: no violations on the analytics page with figures', async ({ page }) => {
    test.slow() // axe walks a page with several charts and tables
    const t = await signedInTenant(page)
    orderedRequest(t.id, 123_456, 103_745)
    finalInvoice(t.id, 'RE-2026-0001', 123_456, 103_745, { paidCents: 23_456 })
    await page.goto(`${t.origin}/tenant/analytics?period=custom&from=2026-03-01&to=2026-03-31`)
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
