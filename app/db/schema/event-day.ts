import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { id, createdAt, bool } from './columns'
import { tenants, users } from './accounts'
import { events, templates } from './planning'
import { staffMembers } from './staffing'

// The event day (ADR 137): the run of show ('Ablaufplan') and the tasks
// ('Aufgaben') of an event, and the defaults a template carries for both.

export const runOfShowEntries = sqliteTable(
  'run_of_show_entries',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** the planner's order (0, 1, 2 …); reordering rewrites it */
    position: integer('position').notNull(),
    /** Berlin wall-clock 'HH:mm' on the event day, null = no fixed time */
    time: text('time'),
    durationMinutes: integer('duration_minutes'),
    title: text('title').notNull(),
    location: text('location'),
    /** a team member, a person of the staff roster, or free text (a supplier, a DJ); at most one */
    responsibleUserId: text('responsible_user_id').references(() => users.id, { onDelete: 'set null' }),
    responsibleStaffId: text('responsible_staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    responsibleText: text('responsible_text'),
    notes: text('notes'),
    visibleToCustomer: bool('visible_to_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('run_of_show_tenant_event_idx').on(t.tenantId, t.eventId, t.position)],
)

export const templateRunOfShowEntries = sqliteTable(
  'template_run_of_show_entries',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** minutes relative to the event's start (negative = before) */
    offsetMinutes: integer('offset_minutes').notNull(),
    durationMinutes: integer('duration_minutes'),
    title: text('title').notNull(),
    location: text('location'),
    notes: text('notes'),
    visibleToCustomer: bool('visible_to_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('template_run_of_show_tenant_template_idx').on(t.tenantId, t.templateId, t.position)],
)

export const eventTasks = sqliteTable(
  'event_tasks',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    /** Berlin day 'YYYY-MM-DD' */
    dueOn: text('due_on').notNull(),
    /** from a template: days before the event the due day was counted from (shown as '14 Tage vor der Veranstaltung') */
    daysBefore: integer('days_before'),
    assigneeUserId: text('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: integer('done_at'),
    doneByUserId: text('done_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_tasks_tenant_event_idx').on(t.tenantId, t.eventId, t.dueOn),
    index('event_tasks_tenant_assignee_idx').on(t.tenantId, t.assigneeUserId, t.doneAt, t.dueOn),
  ],
)

export const templateTasks = sqliteTable(
  'template_tasks',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    daysBefore: integer('days_before').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('template_tasks_tenant_template_idx').on(t.tenantId, t.templateId)],
)
