// Bench scenario: the event page of an event with 1,000 messages and
// 500 timeline entries against the page of an event with none. The page shows
// the newest 20 messages and 50 timeline entries, so the cost should stay
// within 1.2× of the empty event's. Load drifts within a run, so both pages
// are loaded in turns (1-s loads, CPU per request summed over the rounds),
// and also requested one after the other on one connection (median latency).
import crypto from 'node:crypto'
import { alternate } from './measure.js'

export const title = 'Veranstaltungsseite'

/** @param {import('./bench-types.js').ScenarioContext} ctx */
export async function run({ base, tenantQuery, cookie, sqlite, bigTenantId, measureInterleaved }) {
  const events = /** @type {{ id: string }[]} */ (sqlite.prepare('SELECT id FROM events WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT 2').all(bigTenantId))
  if (events.length < 2) throw new Error('Bench: zu wenige Veranstaltungen im großen Mandanten')
  const [busy, quiet] = events
  const now = Date.now()
  const insertMessage = sqlite.prepare(
    'INSERT INTO messages (id, tenant_id, event_id, author_type, author_id, author_name, body, created_at, read_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)',
  )
  const insertActivity = sqlite.prepare(
    "INSERT INTO event_activities (id, tenant_id, event_id, kind, actor_type, actor_id, actor_name, details_json, created_at) VALUES (?, ?, ?, 'message', 'system', NULL, NULL, '{}', ?)",
  )
  sqlite.transaction(() => {
    sqlite.prepare('DELETE FROM messages WHERE event_id IN (?, ?)').run(busy.id, quiet.id)
    sqlite.prepare('DELETE FROM event_activities WHERE event_id IN (?, ?)').run(busy.id, quiet.id)
    for (let i = 0; i < 1000; i++) {
      const fromCustomer = i % 2 === 0
      insertMessage.run(crypto.randomUUID(), bigTenantId, busy.id, fromCustomer ? 'customer' : 'staff', fromCustomer ? 'Kunde' : 'Planer', `Nachricht ${i}\nmit zweiter Zeile`, now - (1000 - i) * 60_000, now)
    }
    for (let i = 0; i < 500; i++) insertActivity.run(crypto.randomUUID(), bigTenantId, busy.id, now - (500 - i) * 60_000)
  })()
  const quietPath = `/tenant/events/${quiet.id}?${tenantQuery}`
  const busyPath = `/tenant/events/${busy.id}?${tenantQuery}`
  const [quietRow, busyRow] = await measureInterleaved([
    { label: 'Ohne Nachrichten', path: quietPath, cookie },
    { label: '1.000 Nachrichten, 500 Einträge', path: busyPath, cookie },
  ])
  const alt = await alternate({ url: base + quietPath, cookie }, { url: base + busyPath, cookie })
  console.log(
    `Veranstaltungsseite mit 1.000 Nachrichten gegen ohne: CPU ${(/** @type {number} */ (busyRow.cpuMsPerRequest) / /** @type {number} */ (quietRow.cpuMsPerRequest))
.toFixed(2)} × (1-s-Läufe im Wechsel); ` +
      `einzeln im Wechsel (${alt.rounds} Runden) Median ${alt.medianB} gegen ${alt.medianA} ms (${(alt.medianB / alt.medianA).toFixed(2)} ×)`,
  )
}
