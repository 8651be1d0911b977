import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, id } from './columns'
import { tenants } from './accounts'
import { events } from './planning'

/**
 * Personal: people who work events without an account (Service, Küche, Bar,
 * Technik). `hourly_cost_cents` is what an hour costs the tenant (payroll),
 * not a sales price.
 */
export const staffMembers = sqliteTable(
  'staff_members',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** service | kitchen | bar | tech */
    role: text('role').notNull(),
    phone: text('phone'),
    email: text('email'),
    hourlyCostCents: integer('hourly_cost_cents'),
    isActive: bool('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('staff_members_tenant_name_idx').on(t.tenantId, t.name)],
)

/**
 * A shift of an event: a role, optionally a person, from–to (epoch ms) and a
 * break in minutes. Deleting the person leaves the shift open (set null).
 */
export const shifts = sqliteTable(
  'shifts',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    staffMemberId: text('staff_member_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    breakMinutes: integer('break_minutes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('shifts_tenant_event_idx').on(t.tenantId, t.eventId, t.startsAt),
    index('shifts_tenant_member_idx').on(t.tenantId, t.staffMemberId, t.startsAt),
  ],
)

/**
 * The guests' diets and allergies of an event, entered by the customer: one
 * row per diet tag or allergen code with a count and optional names.
 */
export const eventGuestDiets = sqliteTable(
  'event_guest_diets',
  {
    id: id(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** diet | allergen */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    guestCount: integer('guest_count').notNull(),
    names: text('names'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('event_guest_diets_tenant_event_idx').on(t.tenantId, t.eventId)],
)
