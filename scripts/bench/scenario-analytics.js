// Bench scenario (issue #22): /tenant/analytics for the big tenant (10,000 events,
// 5,000 finalised invoices), this year and the last 12 months, next to the events
// page for the ≤ 2× comparison; the CSV exports of events and invoices.
import { seedInvoices } from './seed-invoices.js'

export const title = 'Analytics'

export async function run({ tenantQuery, cookie, measure, sqlite, bigTenantId }) {
  seedInvoices(sqlite, bigTenantId, 5000)
  return [
    await measure('Analytics (Jahr)', `/tenant/analytics?period=year&${tenantQuery}`, { cookie }),
    await measure('Analytics (12 Monate)', `/tenant/analytics?period=12m&${tenantQuery}`, { cookie }),
    await measure('Veranstaltungen (Vergleich)', `/tenant/events?${tenantQuery}`, { cookie }),
    await measure('CSV Veranstaltungen', `/tenant/export/events.csv?${tenantQuery}`, { cookie }),
    await measure('CSV Rechnungen (5.000)', `/tenant/export/invoices.csv?${tenantQuery}`, { cookie }),
  ]
}
