// Bench scenario: /tenant/analytics for the big tenant (10,000 events,
// 5,000 finalised invoices), this year and the last 12 months, next to the events
// page for the ≤ 2× comparison; then the CSV exports of events and invoices.
import { seedInvoices } from './seed-invoices.js'

export const title = 'Analytics'

/** @param {import('./bench-types.js').ScenarioContext} ctx */
export async function run({ tenantQuery, cookie, measure, sqlite, bigTenantId }) {
  seedInvoices(sqlite, bigTenantId, 5000)
  // the events page before and after: load drifts over a run, compare with both
  const rows = [
    await measure('Veranstaltungen (vorher)', `/tenant/events?${tenantQuery}`, { cookie }),
    await measure('Analytics (Jahr)', `/tenant/analytics?period=year&${tenantQuery}`, { cookie }),
    await measure('Analytics (12 Monate)', `/tenant/analytics?period=12m&${tenantQuery}`, { cookie }),
    await measure('Veranstaltungen (nachher)', `/tenant/events?${tenantQuery}`, { cookie }),
  ]
  // A whole-list CSV is large (10,000 rows): on a busy machine its warm-up can time
  // out; that must not cost the page figures above, so each export is measured on its own.
  for (const [label, path] of [
    ['CSV Veranstaltungen (10.000)', `/tenant/export/events.csv?${tenantQuery}`],
    ['CSV Rechnungen (5.000)', `/tenant/export/invoices.csv?${tenantQuery}`],
  ]) {
    try {
      rows.push(await measure(label, path, { cookie }))
    } catch (/** @type {any} */ error) {

      console.log(`  ${label}: nicht gemessen (${error.message})`)
    }
  }
  return rows
}
