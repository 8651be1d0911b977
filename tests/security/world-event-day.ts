import * as s from '~/db/schema'
import { getDb } from '~/utils/db.server'

// Each tenant's event day rows: one Ablaufplan entry and one open task on its
// event, one default entry and one default task on its template, a person of the
// staff roster with a shift on the event, and a guest diet.
export function seedWorldEventDay(
  tenantId: string,
  eventId: string,
  plannerId: string,
  canary: string,
  templateId: string,
) {
  const db = getDb()
  const staffMember = db
    .insert(s.staffMembers)
    .values({
      tenantId,
      name: `Köchin ${canary}`,
      role: 'kitchen',
      phone: `+49 30 ${canary.length}`,
      email: `koechin-${canary.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`,
      hourlyCostCents: 1550,
    })
    .returning()
    .get()
  const shift = db
    .insert(s.shifts)
    .values({
      tenantId,
      eventId,
      staffMemberId: staffMember.id,
      role: 'kitchen',
      startsAt: Date.UTC(2031, 4, 1, 14),
      endsAt: Date.UTC(2031, 4, 1, 20),
      breakMinutes: 30,
    })
    .returning()
    .get()
  db.insert(s.eventGuestDiets)
    .values({
      tenantId,
      eventId,
      kind: 'diet',
      code: 'vegan',
      guestCount: 2,
      names: `Gast ${canary}`,
      updatedAt: Date.now(),
    })
    .run()
  const runOfShowEntry = db
    .insert(s.runOfShowEntries)
    .values({
      tenantId,
      eventId,
      position: 0,
      time: '18:00',
      title: `Sektempfang ${canary}`,
      responsibleUserId: plannerId,
      visibleToCustomer: true,
    })
    .returning()
    .get()
  db.insert(s.runOfShowEntries)
    .values({
      tenantId,
      eventId,
      position: 1,
      time: '19:00',
      title: `Buffet ${canary}`,
      responsibleStaffId: staffMember.id,
    })
    .run()
  const task = db
    .insert(s.eventTasks)
    .values({ tenantId, eventId, title: `Blumen bestellen ${canary}`, dueOn: '2031-04-15', assigneeUserId: plannerId })
    .returning()
    .get()
  const templateEntry = db
    .insert(s.templateRunOfShowEntries)
    .values({ tenantId, templateId, position: 0, offsetMinutes: -30, title: `Aufbau ${canary}` })
    .returning()
    .get()
  const templateTask = db
    .insert(s.templateTasks)
    .values({ tenantId, templateId, title: `Deko bestellen ${canary}`, daysBefore: 14 })
    .returning()
    .get()
  return { runOfShowEntry, task, templateEntry, templateTask, staffMember, shift }
}
