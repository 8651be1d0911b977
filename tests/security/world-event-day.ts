import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'

// Each tenant's event day rows: one Ablaufplan entry and one open task on its
// event, and one default entry and one default task on its template.
export function seedWorldEventDay(tenantId: string, eventId: string, plannerId: string, canary: string, templateId: string) {
  const db = getDb()
  const runOfShowEntry = db
    .insert(s.runOfShowEntries)
    .values({ tenantId, eventId, position: 0, time: '18:00', title: `Sektempfang ${canary}`, responsibleUserId: plannerId, visibleToCustomer: true })
    .returning()
    .get()
  const task = db.insert(s.eventTasks).values({ tenantId, eventId, title: `Blumen bestellen ${canary}`, dueOn: '2031-04-15', assigneeUserId: plannerId }).returning().get()
  const templateEntry = db
    .insert(s.templateRunOfShowEntries)
    .values({ tenantId, templateId, position: 0, offsetMinutes: -30, title: `Aufbau ${canary}` })
    .returning()
    .get()
  const templateTask = db.insert(s.templateTasks).values({ tenantId, templateId, title: `Deko bestellen ${canary}`, daysBefore: 14 }).returning().get()
  return { runOfShowEntry, task, templateEntry, templateTask }
}
