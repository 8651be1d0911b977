// Bench scenario of billing (called by scripts/bench.js with the context of
// scripts/bench/scenarios.js): the invoice list of /tenant/billing with 5,000
// finalised invoices of the big tenant (seeded by seed-invoices.js), first
// page with the open/overdue sums, a state filter and a search, next to the
// events page (10,000 events): the list should cost no more per request.
import { seedInvoices } from './seed-invoices.js'

export const title = 'Rechnungsliste (5.000 Rechnungen)'

/** @param {import('./bench-types.js').ScenarioContext} ctx */
export async function run({ tenantQuery, sqlite, bigTenantId, measure }) {
  const seeded = seedInvoices(sqlite, bigTenantId, 5000)
  console.log(`  Rechnungen: ${seeded.added} neu, ${seeded.total} insgesamt`)
  const customer = /** @type {string | undefined} */ (sqlite.prepare('SELECT customer_name FROM invoices WHERE tenant_id = ? AND customer_name IS NOT NULL LIMIT 1').pluck().get(bigTenantId)) ?? 'Kundin'

  // the events page before and after the list: machine load drifts over a run,
  // so the list is compared with both (their mean is the fair reference)
  return [
    await measure('Veranstaltungen (vorher)', `/tenant/events?${tenantQuery}`),
    await measure('Rechnungen (5.000), Seite 1', `/tenant/billing?tab=invoices&${tenantQuery}`),
    await measure('Rechnungen, Filter überfällig', `/tenant/billing?tab=invoices&state=overdue&${tenantQuery}`),
    await measure('Rechnungen, Suche Kunde', `/tenant/billing?tab=invoices&q=${encodeURIComponent(customer.slice(0, 12))}&${tenantQuery}`),
    await measure('Veranstaltungen (nachher)', `/tenant/events?${tenantQuery}`),
  ]
}
