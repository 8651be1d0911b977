// Bench scenario (issue #22): /tenant/analytics for the big tenant (10,000 events),
// this year and the last 12 months, next to the events page for the ≤ 2× comparison.
export const title = 'Analytics'

export async function run({ tenantQuery, cookie, measure }) {
  return [
    await measure('Analytics (Jahr)', `/tenant/analytics?period=year&${tenantQuery}`, { cookie }),
    await measure('Analytics (12 Monate)', `/tenant/analytics?period=12m&${tenantQuery}`, { cookie }),
    await measure('Veranstaltungen (Vergleich)', `/tenant/events?${tenantQuery}`, { cookie }),
    await measure('CSV Veranstaltungen', `/tenant/export/events.csv?${tenantQuery}`, { cookie }),
  ]
}
