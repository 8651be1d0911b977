import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'

// Each tenant's event day rows: one Ablaufplan entry and one open task on its event.
export function seedWorldEventDay(tenantId: string, eventId: string, plannerId: string, canary: string) {
  const db = getDb()
  const runOfShowEntry = db
    .insert(s.runOfShowEntries)
    .values({ tenantId, eventId, position: 0, time: '18:00', title: `Sektempfang ${canary}`, responsibleUserId: plannerId, visibleToCustomer: true })
    .returning()
    .get()
  const task = db.insert(s.eventTasks).values({ tenantId, eventId, title: `Blumen bestellen ${canary}`, dueOn: '2031-04-15', assigneeUserId: plannerId }).returning().get()
  return { runOfShowEntry, task }
}
